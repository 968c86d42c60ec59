// Hot-loop scenario for PERF1001, private fields of an account reached by reflection, the way serializers, test helpers
// and mapping code reach into a type they don't own. Every form the fix writes: an int read cast to its type and written
// back (through FieldInfo fields kept by the class: the first member, and one after it with '?? throw'), a static long
// read with a null object and written with default, a value read as an object (a local, an assignment and a return
// value), a nullable string written null or a string and read with and without a '!', a string read through a lookup in
// place while a method of the class already has the accessor's name, a readonly list read (a member called on it), and
// an accessor the class already declares, reused. One FieldInfo field keeps another use (its Name) and stays. Each
// amount counts in the result: the balance, the counters, the owner's length, the history. Inputs: no amounts, one,
// the int limits (the balance wraps), zeros and negatives, and a thousand amounts.
#nullable enable
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.CompilerServices;

public sealed class Account
{
    private int _balance;
    private string? _owner;
    private string _currency = "EUR";
    private readonly List<int> _history = new List<int>();
    private static long s_opened;

    public void Open(string? owner)
    {
        _owner = owner;
        _balance = 0;
        s_opened++;
    }

    public override string ToString() => _owner + " " + _balance + " " + _currency + " " + _history.Count + " " + s_opened;
}

public static class Scenario
{
    private static readonly FieldInfo BalanceField = typeof(Account).GetField("_balance", BindingFlags.NonPublic | BindingFlags.Instance)!;
    private static readonly FieldInfo HistoryField = typeof(Account).GetField("_history", BindingFlags.NonPublic | BindingFlags.Instance)
        ?? throw new MissingFieldException(nameof(Account), "_history");
    private static readonly FieldInfo OpenedField = typeof(Account).GetField("s_opened", BindingFlags.NonPublic | BindingFlags.Static)!;

    public static long Run(int[] amounts)
    {
        OpenedField.SetValue(default, 0L);
        var account = new Account();
        account.Open("owner");
        long total = OpenedField.Name.Length;
        object last = 0;
        foreach (var amount in amounts)
        {
            BalanceField.SetValue(account, (int)BalanceField.GetValue(account)! + amount);
            OpenedField.SetValue(null, (long)OpenedField.GetValue(null)! + 1);
            object balance = BalanceField.GetValue(account)!;
            last = BalanceField.GetValue(account)!;
            total = total * 31 + balance.GetHashCode() + Balance(account).GetHashCode();

            typeof(Account).GetField("_owner", BindingFlags.NonPublic | BindingFlags.Instance)!.SetValue(account, amount % 3 == 0 ? null : "owner" + (amount & 7));
            var owner = (string?)typeof(Account).GetField("_owner", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(account);
            if (owner is not null)
            {
                total += ((string)typeof(Account).GetField("_owner", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(account)!).Length;
            }

            var currency = (string)typeof(Account).GetField("_currency", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(account)!;
            total += currency.Length + GetCurrency().Length;
            ((List<int>)HistoryField.GetValue(account)!).Add(amount);
            total += OwnerOf(account)?.Length ?? -1;
        }

        var history = (List<int>)HistoryField.GetValue(account)!;
        return total + history.Count + (long)OpenedField.GetValue(null)! + last.GetHashCode();
    }

    public static IEnumerable<object[]> Inputs()
    {
        yield return new object[] { new int[0] };
        yield return new object[] { new[] { 42 } };
        yield return new object[] { new[] { int.MaxValue, 1, int.MinValue, -1, 0, 0, -7 } };
        yield return BenchmarkInput();
    }

    public static object[] BenchmarkInput()
    {
        var amounts = new int[1000];
        var random = new Random(1001);
        for (var i = 0; i < amounts.Length; i++)
        {
            amounts[i] = random.Next(-1000, 1000);
        }

        return new object[] { amounts };
    }

    private static object Balance(Account account) => BalanceField.GetValue(account)!;

    private static string GetCurrency() => "EUR";

    [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_owner")]
    private static extern ref string? OwnerOf(Account account);
}
