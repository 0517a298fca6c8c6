// Command obvious lists the tools of a project's extensions the obvious way,
// for comparison with earshot (see docs/performance.md): for each file,
// bundle it with esbuild, start a fresh qjs runtime with its defaults,
// evaluate the module, read its tools. No caches of our own, nothing in
// parallel; -cache gives qjs its wazero compilation cache folder.
//
//	cd bench/obvious && go run . [-cache DIR] PROJECT
//
// It is a module of its own (go.mod says why); bench/coldstart builds it.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
	"github.com/fastschema/qjs"
)

func main() {
	cache := flag.String("cache", "", "qjs's compilation cache folder (CacheDir)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: obvious [-cache DIR] PROJECT")
		os.Exit(2)
	}
	dir := filepath.Join(flag.Arg(0), ".earshot", "extensions")
	entries, err := os.ReadDir(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tools := 0
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".ts") {
			continue
		}
		res := api.Build(api.BuildOptions{
			EntryPoints: []string{filepath.Join(dir, e.Name())},
			Bundle:      true,
			Format:      api.FormatESModule,
			Platform:    api.PlatformNeutral,
			Write:       false,
			Outfile:     "out.js",
		})
		if len(res.Errors) > 0 {
			fmt.Fprintln(os.Stderr, e.Name(), res.Errors[0].Text)
			continue
		}
		rt, err := qjs.New(qjs.Option{CacheDir: *cache, Stdout: os.Stderr})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		v, err := rt.Context().Eval(e.Name(), qjs.Code(string(res.OutputFiles[0].Contents)), qjs.TypeModule())
		if err != nil {
			fmt.Fprintln(os.Stderr, e.Name(), err)
			rt.Close()
			continue
		}
		list := v.GetPropertyStr("tools")
		n := list.Len()
		for i := int64(0); i < n; i++ {
			t := list.GetPropertyIndex(i)
			fmt.Printf("%s__%s\t%s\n", strings.TrimSuffix(e.Name(), ".ts"), t.GetPropertyStr("name").String(), t.GetPropertyStr("description").String())
			tools++
		}
		rt.Close()
	}
	fmt.Fprintf(os.Stderr, "%d tools\n", tools)
}
