package wasm

import (
	"encoding/hex"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
)

// TestHostFunctionBytes: a host function finds the bytes of every kind of
// buffer JavaScript hands it — an ArrayBuffer (shared too), a typed array
// and a DataView, each where its view starts — and none in other values,
// a detached buffer or a view past its buffer's end; without throwing
// anything on the way (Error.prepareStackTrace, which QuickJS calls for
// every error it makes, never runs).
func TestHostFunctionBytes(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	err := i.setHostFunction("bytes", func(args []Value) (Value, error) {
		b, ok, err := i.View(args[0])
		if err != nil {
			return 0, err
		}
		if !ok {
			return i.NewString("none")
		}
		return i.NewString(hex.EncodeToString(b))
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eval(i, `globalThis.made = 0; Error.prepareStackTrace = (e, frames) => { made++; return ""; };
		globalThis.u8 = (n) => Uint8Array.from({ length: n }, (_, k) => k + 1)`); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, expr, want string }{
		{"ArrayBuffer", `u8(4).buffer`, "01020304"},
		{"empty ArrayBuffer", `new ArrayBuffer(0)`, ""},
		{"Uint8Array", `u8(3)`, "010203"},
		{"subarray", `u8(6).subarray(2, 5)`, "030405"},
		{"Int16Array at an offset", `new Int16Array(u8(8).buffer, 2, 2)`, "03040506"},
		{"Float64Array", `new Float64Array([1])`, "000000000000f03f"},
		{"DataView", `new DataView(u8(4).buffer)`, "01020304"},
		{"DataView at an offset", `new DataView(u8(8).buffer, 3, 2)`, "0405"},
		{"SharedArrayBuffer", `(() => { const s = new SharedArrayBuffer(2); new Uint8Array(s).set([9, 8]); return s; })()`, "0908"},
		{"length-tracking view", `(() => { const b = new ArrayBuffer(2, { maxByteLength: 8 }); const v = new Uint8Array(b, 1); b.resize(4); v.set([7, 7, 7]); return v; })()`, "070707"},
		{"length-tracking DataView", `(() => { const b = new ArrayBuffer(2, { maxByteLength: 8 }); const v = new DataView(b, 1); b.resize(3); new Uint8Array(b).set([1, 2, 3]); return v; })()`, "0203"},
		{"detached", `(() => { const b = u8(4).buffer; b.transfer(); return b; })()`, "none"},
		{"view of a detached buffer", `(() => { const v = u8(4); v.buffer.transfer(); return v; })()`, "none"},
		{"view past a shrunk buffer", `(() => { const b = new ArrayBuffer(8, { maxByteLength: 8 }); const v = new Uint8Array(b, 4, 4); b.resize(2); return v; })()`, "none"},
		{"object", `({ length: 2, 0: 1, 1: 2 })`, "none"},
		{"array", `[1, 2]`, "none"},
		{"string", `"ab"`, "none"},
		{"number", `7`, "none"},
		{"undefined", `undefined`, "none"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := eval(i, `bytes(`+c.expr+`)`)
			if err != nil || got != c.want {
				t.Fatalf("got %q, %v; want %q", got, err, c.want)
			}
		})
	}
	if got, err := eval(i, `made`); err != nil || got != "0" {
		t.Errorf("errors made on the way: %s %v", got, err)
	}
	if got, err := eval(i, `try { null.x } catch {} made`); err != nil || got != "1" {
		t.Errorf("prepareStackTrace does not count errors (%s %v): the check above proves nothing", got, err)
	}
}

// TestHostFunctionStrings: a host function's string arguments and reply
// cross whole, short ones and ones longer than the buffer they usually
// cross in; its error is thrown as an Error with its message, and a panic
// in it is an Error too, after which the instance goes on.
func TestHostFunctionStrings(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	err := i.setHostFunction("echo", func(args []Value) (Value, error) {
		var parts []string
		for _, a := range args {
			s, err := i.String(a)
			if err != nil {
				return 0, err
			}
			parts = append(parts, s)
		}
		return i.NewString(strings.Join(parts, "|"))
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := i.setHostFunction("fail", func(args []Value) (Value, error) {
		if len(args) > 0 {
			panic("at the host")
		}
		return 0, errors.New(strings.Repeat("é", 20000))
	}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ expr, want string }{
		{`echo("a", "b\0c") === "a|b\0c"`, "true"},
		{`echo(1, {})`, "1|[object Object]"},
		{`echo("x".repeat(40000), "é😀".repeat(9000)).length`, "67001"},
		{`echo("x".repeat(40000)) === "x".repeat(40000)`, "true"},
		{`echo("é😀".repeat(9000)) === "é😀".repeat(9000)`, "true"},
		{`echo()`, ""},
		{`echo(1, 2, 3, 4, 5, 6)`, "1|2|3|4|5|6"},
		{`try { fail() } catch (e) { [e instanceof Error, e.message.length, e.message.slice(0, 2), Object.keys(e).length].join() }`, "true,8192,éé,0"},
		{`try { fail(1) } catch (e) { e.message }`, "internal error in a host function: at the host"},
		{`echo("still", "here")`, "still|here"},
	} {
		got, err := eval(i, c.expr)
		if err != nil || got != c.want {
			if len(got) > 80 {
				got = got[:80] + "..."
			}
			t.Errorf("%s: got %q, %v; want %q", c.expr, got, err, c.want)
		}
	}
}

// TestNumber: Number makes the JavaScript number, integral or not.
func TestNumber(t *testing.T) {
	i := newTestInstance(t, InstanceConfig{})
	if err := i.setHostFunction("num", func(args []Value) (Value, error) {
		s, err := i.String(args[0])
		if err != nil {
			return 0, err
		}
		f, err := strconv.ParseFloat(s, 64)
		if s == "NaN" {
			f, err = math.NaN(), nil
		}
		if err != nil {
			return 0, err
		}
		return Number(f), nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"0", "-0", "1", "-1", "2147483647", "2147483648", "-2147483649", "1.5", "-0.25", "1e300", "5e-324", "Infinity", "-Infinity", "NaN", "9007199254740993"} {
		got, err := eval(i, `(() => { const v = num("`+n+`"); return [typeof v, Object.is(v, Number("`+n+`")), v + 0 === Number("`+n+`") + 0 || Number.isNaN(v)].join() })()`)
		if err != nil || got != "number,true,true" {
			t.Errorf("%s: %s %v", n, got, err)
		}
	}
}
