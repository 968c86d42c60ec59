using System;
using System.Collections.Generic;

namespace PerfAnalyzers.Samples;

public enum ShippingMethod
{
    Ground,
    Air,
    Express = 5,
}

/// <summary>Reads and names enum values the way configuration code often does, with the Type overloads of Enum.</summary>
public static class ShippingOptions
{
    public static ShippingMethod Parse(string text) => (ShippingMethod)Enum.Parse(typeof(ShippingMethod), text, ignoreCase: true); // expect: PERF0708

    public static string Describe(ShippingMethod method)
    {
        if (!Enum.IsDefined(typeof(ShippingMethod), method)) // expect: PERF0708
        {
            return "unknown";
        }

        return Enum.GetName(typeof(ShippingMethod), method)!; // expect: PERF0708
    }

    public static List<string> Menu()
    {
        var menu = new List<string>();
        foreach (ShippingMethod method in Enum.GetValues(typeof(ShippingMethod))) // expect: PERF0708
        {
            menu.Add(method.ToString());
        }

        return menu;
    }

    // Not reported: the value is an int, and IsDefined<T> takes only a ShippingMethod.
    public static bool IsKnownCode(int code) => Enum.IsDefined(typeof(ShippingMethod), code);
}
