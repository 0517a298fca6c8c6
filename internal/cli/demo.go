package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/examples"
	"github.com/earshot/extensions/loader"
)

func demoCmd(g *globals, stdio IO) *cobra.Command {
	var keep bool
	c := &cobra.Command{
		Use:   "demo",
		Short: "Run the bundled example extensions and show each step",
		Long: `Lay out a temporary project with the bundled example extensions (see the
examples folder), trust them, list them, call a read-only tool, and show a
gated call being denied and then allowed. Your own config folder and
projects are not touched.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			return runDemo(c.Context(), g, stdio, keep)
		},
	}
	c.Flags().BoolVar(&keep, "keep", false, "keep the temporary project instead of removing it")
	return c
}

func runDemo(ctx context.Context, g *globals, stdio IO, keep bool) error {
	out := stdio.Stdout
	step := func(format string, args ...any) { fmt.Fprintf(out, "\n== "+format+"\n", args...) }

	root, err := os.MkdirTemp("", "earshot-demo-")
	if err != nil {
		return err
	}
	if keep {
		defer fmt.Fprintf(out, "\nThe demo project is kept in %s\n", root)
	} else {
		defer os.RemoveAll(root)
	}
	project := filepath.Join(root, "project")
	config := filepath.Join(root, "config")
	if err := os.CopyFS(project, examples.Project); err != nil {
		return fmt.Errorf("laying out the demo project: %w", err)
	}
	if err := os.MkdirAll(config, 0o700); err != nil {
		return err
	}
	opts := g.options()
	opts.ProjectDir, opts.ConfigDir = project, config
	opts.Log = consoleSink(stdio.Stderr)

	step("1. A project with two extensions")
	fmt.Fprintf(out, "In %s:\n", project)
	_ = fs.WalkDir(examples.Project, loader.Folder, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			fmt.Fprintf(out, "  %s\n", p)
		}
		return nil
	})

	step("2. earshot extensions list — nothing runs before you trust it")
	h, err := extensions.Open(ctx, opts)
	if err != nil {
		return err
	}
	printTable(out, h)
	h.Close()

	step("3. earshot extensions trust jira broken")
	if err := extensions.Trust(opts, "jira", "broken"); err != nil {
		return err
	}
	fmt.Fprintln(out, "Recorded, signed, in .earshot/settings.local.json.")

	step("4. earshot extensions list — jira loads; broken fails alone, and says why")
	var asked []api.PromptRequest
	answers := []api.Answer{api.Decline, api.AllowOnce}
	opts.Prompter = api.PrompterFunc(func(_ context.Context, req api.PromptRequest) (api.Answer, error) {
		asked = append(asked, req)
		a := answers[0]
		answers = answers[1:]
		fmt.Fprintf(out, "   [prompt] %s — %q\n            %s\n            → %s\n", req.Rule, req.Title,
			strings.ReplaceAll(req.Detail, "\n", "\n            "), answerText(a))
		return a, nil
	})
	h, err = extensions.Open(ctx, opts)
	if err != nil {
		return err
	}
	defer h.Close()
	printTable(out, h)

	call := func(tool, input string) (extensions.Result, error) {
		fmt.Fprintf(out, "$ earshot extensions call %s '%s'\n", tool, input)
		res, err := h.Call(ctx, tool, json.RawMessage(input))
		if err != nil {
			return res, err
		}
		status := "ok"
		if res.IsError {
			status = "error result"
		}
		fmt.Fprintf(out, "   %s: %s\n", status, res.Output)
		return res, nil
	}

	step("5. A read-only tool runs without asking")
	if _, err := call("jira__ticket", `{"key":"EAR-1"}`); err != nil {
		return err
	}

	step("6. A tool that is not read-only asks first — declined, it does not run")
	r1, err := call("jira__comment", `{"key":"EAR-2","text":"Works for me."}`)
	if err != nil {
		return err
	}
	step("7. The same call, allowed once")
	r2, err := call("jira__comment", `{"key":"EAR-2","text":"Works for me."}`)
	if err != nil {
		return err
	}

	step("What happened")
	loaded, failed := 0, 0
	for _, x := range h.Extensions() {
		switch x.State {
		case extensions.StateLoaded:
			loaded++
		case extensions.StateFailed:
			failed++
		}
	}
	fmt.Fprintf(out, "- %s loaded, %d failed without affecting it; tools: %s\n", count(loaded, "extension"), failed, toolNames(h))
	first, second := "the first was declined and the tool did not run", "the second allowed once and it ran"
	if !r1.IsError {
		first = "the first was declined, yet the tool ran"
	}
	if r2.IsError {
		second = "the second allowed once, yet it failed: " + firstLine(r2.Output)
	}
	fmt.Fprintf(out, "- %s, both for rule %s; %s, %s\n", count(len(asked), "permission prompt"), firstRule(asked), first, second)
	fmt.Fprintln(out, "- the extension's console output went to standard error, prefixed [jira]")
	return nil
}

func answerText(a api.Answer) string {
	switch a {
	case api.AllowOnce:
		return "allow once"
	case api.AllowAlways:
		return "allow always"
	}
	return "decline"
}

func toolNames(h *extensions.Host) string {
	var names []string
	for _, t := range h.Tools() {
		names = append(names, t.Name)
	}
	return strings.Join(names, ", ")
}

func firstRule(reqs []api.PromptRequest) string {
	if len(reqs) == 0 {
		return "(none)"
	}
	return reqs[0].Rule
}
