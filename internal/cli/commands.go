package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
	"github.com/earshot/extensions/loader"
)

// open opens a host with the CLI's console sink and prompter; with
// prepare, QuickJS is made ready in the background as it opens (for a
// command that will call a tool).
func open(ctx context.Context, g *globals, stdio IO, prompter api.Prompter, prepare bool) (*extensions.Host, error) {
	opts := g.options()
	opts.Prompter, opts.Prepare = prompter, prepare
	opts.CheckGit = true
	return openHost(ctx, opts, stdio)
}

// openHost opens a host, with the garbage collector relaxed while it starts:
// a first start compiles QuickJS, which allocates a lot and briefly; with
// the default setting, collections took a fifth of that time. A soft
// memory limit keeps the relaxed collector from letting the heap grow
// fivefold. (A program embedding the host may do the same; the host does
// not change either.)
func openHost(ctx context.Context, opts extensions.Options, stdio IO) (*extensions.Host, error) {
	if opts.Log == nil {
		opts.Log = consoleSink(stdio.Stderr)
	}
	if opts.Warn == nil {
		opts.Warn = func(err error) { fmt.Fprintf(stdio.Stderr, "earshot: warning: %v\n", err) }
	}
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
		if os.Getenv("GOMEMLIMIT") == "" {
			// ... but not without bound: a cold start of 1,000 extensions
			// peaked at 0.18–0.27 GB with the collector relaxed alone,
			// 0.15 GB with this soft limit, in the same time.
			defer debug.SetMemoryLimit(debug.SetMemoryLimit(128 << 20))
		}
	}
	h, err := extensions.Open(ctx, opts)
	var oe *extensions.OptionError
	if errors.As(err, &oe) {
		// Say it in the flags' words: a usage error.
		if flag, ok := optionFlags[oe.Option]; ok {
			return nil, &exitError{ExitUsage, fmt.Errorf("%s: %w", flag, oe.Err)}
		}
		return nil, &exitError{ExitUsage, err}
	}
	return h, err
}

// optionFlags are the flags that set Options fields.
var optionFlags = map[string]string{
	"ProjectDir": "--project", "ConfigDir": "--config-dir", "CacheDir": "--cache-dir",
	"Limits.LoadTimeout": "--load-timeout", "Limits.BuildTimeout": "--build-timeout", "Limits.CallTimeout": "--call-timeout",
	"Limits.MemoryLimit": "--memory-limit", "Limits.OutputLimit": "--output-limit",
	"Limits.StackSize": "--memory-limit (the stack takes an eighth of it)",
	"Pages":            pagesEnv,
}

// consoleSink writes extension console output to w, each line prefixed
// with the extension's name (and level, unless it is log or info).
func consoleSink(w io.Writer) func(api.Log) {
	return func(l api.Log) {
		prefix := "[" + l.Extension + "] "
		if l.Level != "log" && l.Level != "info" {
			prefix += string(l.Level) + ": "
		}
		for _, line := range strings.Split(strings.TrimRight(l.Text, "\n"), "\n") {
			fmt.Fprintln(w, prefix+line)
		}
	}
}

// listJSON is the shape of `list --json`. Scripts depend on it; its JSON
// Schema is docs/list.schema.json (generated from these types, see
// ListSchema).
type listJSON struct {
	Extensions []extJSON `json:"extensions" jsonschema_description:"Every extension found, sorted by name then scope."`
	Problems   []string  `json:"problems,omitempty" jsonschema_description:"Problems outside any one extension: settings files that cannot be read, rules that do not parse, capabilities given to a likely misspelt extension name."`
	Notes      []string  `json:"notes,omitempty" jsonschema_description:"What is worth knowing and not wrong: capabilities in your settings for an extension this project does not have (another project's)."`
}

type extJSON struct {
	Name      string           `json:"name" jsonschema_description:"The file name without its suffix."`
	Scope     string           `json:"scope" jsonschema:"enum=project,enum=user"`
	Path      string           `json:"path" jsonschema_description:"The file's absolute path."`
	State     string           `json:"state" jsonschema:"enum=loaded,enum=failed,enum=untrusted,enum=shadowed"`
	Error     string           `json:"error,omitempty" jsonschema_description:"Why it failed (file:line:column: property: cause), when state is failed; a default export that breaks the contract in several places has each problem on a line of its own."`
	Tools     []toolJSON       `json:"tools,omitempty" jsonschema_description:"Its tools in the order it declares them, when state is loaded."`
	TrustNote string           `json:"trustNote,omitempty" jsonschema_description:"Why a trust entry grants nothing, or what changed since the extension was trusted: its files, helpers and packages (\"changed since it was trusted: lib/h.ts, node_modules/zod\")."`
	LoadMs    float64          `json:"loadMs" jsonschema_description:"Milliseconds spent bundling and loading it, or looking it up in the cache (0 when it was not loaded)."`
	Cached    bool             `json:"cached" jsonschema_description:"Whether its files were unchanged and its tools (or its failure) came from the cache, without evaluating it."`
	Warnings  []api.Diagnostic `json:"warnings,omitempty" jsonschema_description:"What bundling found worth saying that did not stop the extension (esbuild's warnings), each with its file, line, column, esbuild's id for its kind, and text."`
	// Capabilities is what the extension may do on the machine.
	Capabilities json.RawMessage `json:"capabilities,omitempty" jsonschema:"type=object" jsonschema_description:"What the extension may do on the machine, when it was loaded: fs, exec, env and net, each true, false or a list (fs may also be \"read\" or {\"read\": [...], \"write\": [...]}), as extensions.capabilities in your settings.json narrows them."`
}

type toolJSON struct {
	Name        string          `json:"name" jsonschema_description:"The name to call it by: <extension>__<tool>."`
	Tool        string          `json:"tool" jsonschema_description:"The tool's own name."`
	Title       string          `json:"title,omitempty" jsonschema_description:"A human-readable name, when the extension gave one."`
	Description string          `json:"description"`
	ReadOnly    bool            `json:"readOnly"`
	InputSchema json.RawMessage `json:"inputSchema" jsonschema:"type=object" jsonschema_description:"The tool's JSON Schema as the extension wrote it."`
}

func toJSON(h *extensions.Host) listJSON {
	out := listJSON{Extensions: []extJSON{}}
	for _, x := range h.Extensions() {
		e := extJSON{
			Name: x.Name, Scope: string(x.Scope), Path: x.Path, State: string(x.State),
			TrustNote: x.TrustNote, LoadMs: float64(x.LoadTime.Microseconds()) / 1000, Cached: x.Cached,
			Warnings: x.Warnings,
		}
		if x.State == extensions.StateLoaded {
			e.Capabilities, _ = json.Marshal(x.Capabilities)
		}
		if x.Err != nil {
			e.Error = x.Err.Error()
		}
		for _, t := range x.Tools {
			e.Tools = append(e.Tools, toolJSON{Name: t.Name, Tool: t.ToolName, Title: t.Title, Description: t.Description,
				ReadOnly: t.ReadOnly, InputSchema: t.InputSchema})
		}
		out.Extensions = append(out.Extensions, e)
	}
	for _, p := range h.Problems() {
		if isNote(p) {
			out.Notes = append(out.Notes, p.Error())
			continue
		}
		out.Problems = append(out.Problems, p.Error())
	}
	return out
}

func listCmd(g *globals, stdio IO) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "list",
		Short: "List every extension, its state and its tools",
		Long: `List every extension in the project and in your config folder: its scope
(project or user), its state (loaded, failed, untrusted, shadowed), why it
failed, and its tools. Untrusted extensions are listed by file name only;
their code is not read.

Exits 0 even when some extensions failed; use "check" for an exit code.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			h, err := open(c.Context(), g, stdio, nil, false)
			if err != nil {
				return err
			}
			defer h.Close()
			if asJSON {
				enc := json.NewEncoder(stdio.raw)
				enc.SetIndent("", "  ")
				return enc.Encode(toJSON(h))
			}
			printTable(stdio.Stdout, h)
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, `print {"extensions":[{"name","scope","path","state","error","tools":[...]}]}`)
	return c
}

func printTable(w io.Writer, h *extensions.Host) {
	exts := h.Extensions()
	if len(exts) == 0 {
		fmt.Fprintf(w, "No extensions. Put .ts or .js files in %s (this project)\nor %s (every project).\n",
			loader.ProjectDir(h.ProjectDir()), loader.UserDir(h.ConfigDir()))
	} else {
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tSCOPE\tSTATE\tLOAD\tTOOLS / PROBLEM")
		for _, x := range exts {
			load := "-"
			if x.State == extensions.StateLoaded || x.State == extensions.StateFailed && x.LoadTime > 0 {
				load = fmt.Sprintf("%.1fms", float64(x.LoadTime.Microseconds())/1000)
				if x.Cached {
					load += " cached"
				}
			}
			detail := ""
			switch x.State {
			case extensions.StateLoaded:
				var names []string
				for _, t := range x.Tools {
					n := t.Name
					if t.ReadOnly {
						n += " (read-only)"
					}
					names = append(names, n)
				}
				detail = strings.Join(names, ", ")
				if detail == "" {
					detail = "(no tools)"
				}
			case extensions.StateFailed:
				detail = firstLine(x.Err.Error())
			case extensions.StateUntrusted:
				detail = "not trusted: earshot extensions trust " + x.Name
			case extensions.StateShadowed:
				detail = "your own extension " + x.Name + " loads instead"
			}
			if x.TrustNote != "" && x.State != extensions.StateFailed {
				detail += " [" + x.TrustNote + "]"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", inertLine(x.Name), x.Scope, x.State, load, inertLine(detail))
		}
		tw.Flush()
	}
	for _, p := range h.Problems() {
		switch {
		case isNote(p):
			fmt.Fprintf(w, "note: %v\n", p)
		case errors.Is(p, api.ErrSettingsTracked):
			fmt.Fprintf(w, "warning: %v\n", p)
		default:
			fmt.Fprintf(w, "problem: %v\n", p)
		}
	}
}

// isNote reports whether a Host problem is only worth knowing: the
// capabilities of an extension this project does not have (the user's
// settings cover every project), unless the name misspells one it has.
func isNote(p error) bool {
	return errors.Is(p, api.ErrNoSuchExtension) && !api.Misspelt(p)
}

// count is n and what, in the plural unless n is 1.
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func firstLine(s string) string {
	first, rest, _ := strings.Cut(s, "\n")
	if rest != "" {
		return first + " …"
	}
	return first
}

func trustCmd(g *globals, stdio IO) *cobra.Command {
	return &cobra.Command{
		Use:   "trust NAME...",
		Short: "Let project extensions load",
		Long: `Let the named project extensions load. The decision is recorded in the
project's .earshot/settings.local.json (which is not meant to be committed),
signed with a key kept in your config folder, so an entry copied from
elsewhere or committed to a repository grants nothing.

Trust is by name: an extension keeps loading when its file changes, and
"list" says that it changed.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, names []string) error {
			if err := extensions.Trust(g.options(), names...); err != nil {
				return err
			}
			fmt.Fprintf(stdio.Stdout, "trusted %s\n", strings.Join(names, ", "))
			if extensions.SettingsTracked(g.options()) {
				fmt.Fprintf(stdio.Stderr, "earshot: warning: %v\n", api.ErrSettingsTracked)
			}
			return nil
		},
	}
}

func untrustCmd(g *globals, stdio IO) *cobra.Command {
	return &cobra.Command{
		Use:   "untrust NAME...",
		Short: "Stop project extensions from loading",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, names []string) error {
			if err := extensions.Untrust(g.options(), names...); err != nil {
				return err
			}
			fmt.Fprintf(stdio.Stdout, "untrusted %s\n", strings.Join(names, ", "))
			return nil
		},
	}
}

func callCmd(g *globals, stdio IO) *cobra.Command {
	var asJSON, yes bool
	c := &cobra.Command{
		Use:   "call TOOL [INPUT_JSON | -]",
		Short: "Call a tool",
		Long: `Call the tool TOOL (named <extension>__<tool>) with INPUT_JSON, a JSON
object ({} when omitted; - reads it from standard input). The output goes to
standard output; the extension's console output to standard error.

A tool that is not read-only needs permission: rules in the settings files
decide, and otherwise you are asked on the terminal. Without a terminal the
call is denied, unless --yes allows it once.

Exit status: 0 on success, 1 on an error result (including a denied call,
invalid input or a timeout), 2 on a usage error (unknown tool, malformed
JSON), 130 when interrupted (Ctrl-C, or SIGTERM or SIGHUP) before it
finished, starting or calling.`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(c *cobra.Command, args []string) error {
			input := []byte("{}")
			if len(args) == 2 {
				if args[1] == "-" {
					b, err := io.ReadAll(stdio.Stdin)
					if err != nil {
						return err
					}
					input = b
				} else {
					input = []byte(args[1])
				}
			}
			if !json.Valid(input) {
				return usageErr("INPUT_JSON is not valid JSON: %s", jsonProblem(input))
			}
			prompter := stdio.Prompter
			if prompter == nil {
				prompter = terminalPrompter()
			}
			if yes {
				prompter = api.PrompterFunc(func(context.Context, api.PromptRequest) (api.Answer, error) {
					return api.AllowOnce, nil
				})
			}
			h, err := open(c.Context(), g, stdio, prompter, true)
			if err != nil {
				return err
			}
			defer h.Close()
			ctx := c.Context()
			if stdio.progress || isTerminal(stdio.rawErr) {
				// The call's progress reports, as a person watching it
				// sees them.
				ctx = extensions.WithProgress(ctx, func(p api.Progress) {
					fmt.Fprintf(stdio.Stderr, "[%s] %s\n", p.Tool, progressLine(p))
				})
			}
			res, err := h.Call(ctx, args[0], input)
			if errors.Is(err, api.ErrUnknownTool) || errors.Is(err, api.ErrInvalidJSON) {
				return &exitError{ExitUsage, err}
			}
			if err != nil {
				return err
			}
			if asJSON {
				b, _ := json.Marshal(struct {
					Output  string `json:"output"`
					IsError bool   `json:"isError"`
					Title   string `json:"title,omitempty"`
					// Limit names the limit that ended the call, if one did.
					Limit string `json:"limit,omitempty"`
				}{res.Output, res.IsError, res.Title, string(api.LimitOf(res.Err))})
				fmt.Fprintln(stdio.raw, string(b))
			} else {
				out := res.Output
				if !strings.HasSuffix(out, "\n") {
					out += "\n"
				}
				// The output is data: written as it is, unless it goes to
				// a terminal.
				w := stdio.raw
				if isTerminal(w) {
					w = stdio.Stdout
				}
				io.WriteString(w, out)
			}
			if res.IsError {
				return quiet(ExitError)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, `print {"output","isError","title"}`)
	c.Flags().BoolVarP(&yes, "yes", "y", false, "allow this call if it needs permission (once; nothing is saved)")
	return c
}

func jsonProblem(b []byte) string {
	var v any
	err := json.Unmarshal(b, &v)
	if err == nil {
		return "ok"
	}
	return err.Error()
}

func checkCmd(g *globals, stdio IO) *cobra.Command {
	var watch bool
	c := &cobra.Command{
		Use:   "check",
		Short: "Load every extension that may load and report problems",
		Long: `Load every extension that may load (your own, and trusted project ones),
evaluating each for real — never from the cache, which it refreshes — and
report every problem: files that fail to bundle or load, default exports
that break the contract, settings files that cannot be read. Exits 1 if
anything failed.

With --watch it stays, and checks again whenever an extension, a file one
imports, or a settings file changes (until interrupted): what changed is
loaded afresh, and the report printed again.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts := g.options()
			opts.NoCache, opts.CheckGit, opts.Watch = true, true, watch
			h, err := openHost(c.Context(), opts, stdio)
			if err != nil {
				return err
			}
			defer h.Close()
			failed := report(h, stdio)
			if !watch {
				if failed > 0 {
					fmt.Fprintf(stdio.Stderr, "earshot: %s\n", count(failed, "problem"))
					return quiet(ExitError)
				}
				return nil
			}
			// Watching, the report and its summary go on one stream, in
			// order, as a person reads them.
			fmt.Fprintf(stdio.Stdout, "earshot: %s; watching for changes (interrupt to stop)\n", count(failed, "problem"))
			stop := h.OnReload(func(r extensions.Reloaded) {
				fmt.Fprintf(stdio.Stdout, "\n== %s: %s\n", time.Now().Format("15:04:05"), reloadedLine(r))
				n := report(h, stdio)
				fmt.Fprintf(stdio.Stdout, "earshot: %s; watching for changes (interrupt to stop)\n", count(n, "problem"))
			})
			defer stop()
			<-c.Context().Done()
			return nil
		},
	}
	c.Flags().BoolVar(&watch, "watch", false, "check again whenever a file changes, until interrupted")
	return c
}

// reloadedLine says which extensions a reload loaded afresh: those that
// load, those that now fail, those whose tools went with their file.
func reloadedLine(r extensions.Reloaded) string {
	names := slices.Concat(r.Restarted, r.Failed)
	for _, t := range r.Removed {
		ext, _, _ := strings.Cut(t, "__")
		names = append(names, ext)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	if len(names) == 0 {
		return "reloaded (settings or trust)"
	}
	for i, n := range names {
		names[i] = inertLine(n)
	}
	return "changed " + strings.Join(names, ", ")
}

// report prints check's report of h and returns how many problems it has
// (an extension that failed in several places has as many).
func report(h *extensions.Host, stdio IO) int {
	failed := 0
	for _, x := range h.Extensions() {
		switch x.State {
		case extensions.StateLoaded:
			fmt.Fprintf(stdio.Stdout, "ok      %s (%s, %s)\n", inertLine(x.Name), x.Scope, count(len(x.Tools), "tool"))
		case extensions.StateFailed:
			failed++
			// Every problem of the extension, one a line.
			first, more, _ := strings.Cut(x.Err.Error(), "\n")
			fmt.Fprintf(stdio.Stdout, "FAILED  %s (%s): %s\n", inertLine(x.Name), x.Scope, first)
			for _, line := range strings.Split(more, "\n") {
				if line != "" {
					failed++
					fmt.Fprintf(stdio.Stdout, "        %s\n", line)
				}
			}
		case extensions.StateUntrusted:
			fmt.Fprintf(stdio.Stdout, "skipped %s (%s): not trusted\n", inertLine(x.Name), x.Scope)
		case extensions.StateShadowed:
			fmt.Fprintf(stdio.Stdout, "skipped %s (%s): shadowed by your own extension\n", inertLine(x.Name), x.Scope)
		}
		for _, w := range x.Warnings {
			fmt.Fprintf(stdio.Stdout, "        warning: %s\n", w)
		}
	}
	for _, p := range h.Problems() {
		switch {
		case isNote(p):
			fmt.Fprintf(stdio.Stdout, "note    %v\n", p)
		case errors.Is(p, api.ErrSettingsTracked):
			fmt.Fprintf(stdio.Stdout, "warning: %v\n", p)
		default:
			failed++
			fmt.Fprintf(stdio.Stdout, "PROBLEM %v\n", p)
		}
	}
	return failed
}

// progressLine is a progress report as one line: its message, and how far
// the call is ("3/10", or "40%" of a total of 1).
func progressLine(p api.Progress) string {
	var how string
	switch {
	case p.Total == 1:
		how = fmt.Sprintf("%.0f%%", p.Progress*100)
	case p.Total > 0:
		how = fmt.Sprintf("%g/%g", p.Progress, p.Total)
	case p.Progress > 0:
		how = fmt.Sprintf("%g", p.Progress)
	}
	switch {
	case p.Message == "":
		return "progress " + how
	case how == "":
		return inertLine(p.Message)
	}
	return inertLine(p.Message) + " (" + how + ")"
}

// terminalPrompter asks on the controlling terminal; without one it denies
// (before the extension's permission() runs: see Unavailable).
func terminalPrompter() api.Prompter { return termPrompter{} }

type termPrompter struct{}

var errNoTerminal = errors.New("no terminal to ask on (use --yes to allow it once)")

func (termPrompter) Unavailable(context.Context) error {
	tty, err := openTerminal()
	if err != nil {
		return errNoTerminal
	}
	tty.Close()
	return nil
}

func (termPrompter) Prompt(ctx context.Context, req api.PromptRequest) (api.Answer, error) {
	tty, err := openTerminal()
	if err != nil {
		return api.Decline, fmt.Errorf("no terminal to ask on (use --yes to allow it once, or add %q to permissions.allow in %s)", req.Rule, req.RuleFile)
	}
	defer tty.Close()
	return ask(tty, newInertWriter(tty), req), nil
}

// ask shows a permission prompt on w and reads the answer from r.
func ask(r io.Reader, w io.Writer, req api.PromptRequest) api.Answer {
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s wants to run.\n", req.Tool)
	fmt.Fprintf(&b, "  rule:   %s\n", req.Rule)
	fmt.Fprintf(&b, "  title:  %s\n", req.Title)
	if req.Detail != "" {
		// The detail's lines are marked as the extension's (or the
		// input's), so that none can pass for one of the prompt's own.
		b.WriteString("  detail:\n")
		for _, line := range strings.Split(req.Detail, "\n") {
			b.WriteString("    | " + line + "\n")
		}
	}
	if req.PromptError != nil {
		fmt.Fprintf(&b, "  (the extension's own prompt text failed, so this is the default: %s)\n", inertLine(firstLine(req.PromptError.Error())))
	}
	// The question names the rule again, right where the answer is typed.
	fmt.Fprintf(&b, "Allow %s? [y] once, [a] always for this tool, [N] no: ", req.Rule)
	io.WriteString(w, b.String())
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil && line == "" {
		return api.Decline
	}
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "y", "yes":
		return api.AllowOnce
	case "a", "always":
		return api.AllowAlways
	}
	return api.Decline
}
