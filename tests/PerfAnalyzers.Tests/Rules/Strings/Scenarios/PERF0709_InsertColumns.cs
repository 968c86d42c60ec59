// Hot-loop scenario for PERF0709, two strings built in one loop: the column list and the parameter list of an SQL
// INSERT, as data-access helpers write them. Fix All gives each string its own builder (builder, builder2) and declares
// both strings, in their order, right before the statement that uses them. Edge inputs: no columns (the statement
// with empty lists either way), one column, names with spaces and non-ASCII letters.
using System;
using System.Collections.Generic;

public static class Scenario
{
    public static string Run(string table, string[] columns)
    {
        string names = "";
        string parameters = "";
        foreach (var column in columns)
        {
            names += "[" + column + "], ";
            parameters += "@" + column.Replace(' ', '_') + ", ";
        }

        return "INSERT INTO [" + table + "] (" + names.TrimEnd(',', ' ') + ") VALUES (" + parameters.TrimEnd(',', ' ') + ")";
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { "Empty", new string[0] };
        yield return new object[] { "One", new[] { "Id" } };
        yield return new object[] { "Odd", new[] { "First Name", "Straße", "名前" } };
        yield return BenchmarkInput();
    }

    // 40 columns of about 10 characters: two lists of about 500 characters.
    public static object[] BenchmarkInput()
    {
        var columns = new string[40];
        for (var i = 0; i < columns.Length; i++)
        {
            columns[i] = "Column" + i + (i % 3 == 0 ? " Name" : "");
        }

        return new object[] { "Orders", columns };
    }
}
