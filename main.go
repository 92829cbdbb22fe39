// Command lwl ("less with links") is a terminal pager for text that carries
// [text](url) links. See README.md.
package main

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/trace"
	"slices"

	"golang.org/x/term"

	"lwl/app"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

//go:embed keys.yaml
var defaultKeys []byte

//go:embed layout.yaml
var defaultLayout []byte

//go:embed README.md
var readme []byte

const version = "lwl 0.1.0"

// Exit codes: 0 done, 1 a file or terminal problem, 2 a usage or
// configuration mistake.
const (
	exitFail  = 1
	exitUsage = 2
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if path := os.Getenv("LWL_TRACE"); path != "" {
		defer startTrace(path)()
	}
	fl, err := parseFlags(os.Getenv("LWL"), args)
	if errors.Is(err, errHelp) {
		usage(os.Stdout)
		return 0
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
		return exitUsage
	}
	if fl.version {
		fmt.Println(version)
		return 0
	}
	secure := fl.secure || os.Getenv("LWL_SECURE") == "1" || os.Getenv("LESSSECURE") == "1"
	if fl.writeConfig && secure {
		fmt.Fprintln(os.Stderr, "lwl: --write-config: disabled in secure mode")
		return exitUsage
	}
	if fl.writeConfig {
		report, err := app.WriteConfig(app.ConfigDir(os.Getenv), app.Defaults{Keys: defaultKeys, Layout: defaultLayout})
		for _, line := range report {
			fmt.Println(line)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "lwl: --write-config: %s\n", quote.Message(err.Error()))
			return exitFail
		}
		return 0
	}
	files := fl.files
	stdinTTY := term.IsTerminal(int(os.Stdin.Fd()))
	if stdinTTY && slices.Contains(files, "-") {
		// less: keys and text cannot both come from the terminal
		fmt.Fprintln(os.Stderr, `lwl: Missing filename ("lwl --help" for help)`)
		return exitUsage
	}

	// The terminal is set up meanwhile; it is touched only once lwl runs.
	// TERM=dumb (an Emacs shell buffer, a CI log) cannot show a screen.
	interactive := term.IsTerminal(int(os.Stdout.Fd())) && os.Getenv("TERM") != "dumb"
	var terminal *app.Terminal
	if interactive {
		terminal = app.StartTerminal()
	}
	fail := func(code int, err error) int {
		terminal.Close()
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
		return code
	}
	cfg, err := app.LoadConfig(app.Defaults{Keys: defaultKeys, Layout: defaultLayout},
		app.ConfigFlags{Keys: fl.keys, Layout: fl.layout, Theme: fl.theme}, os.Getenv)
	if err != nil {
		return fail(exitUsage, err)
	}
	trace.Log(context.Background(), "start", "configuration loaded")
	for _, w := range cfg.Warnings {
		fmt.Fprintf(os.Stderr, "lwl: warning: %s\n", quote.Message(w))
	}
	if fl.wrap != "" {
		m, ok := doc.ParseWrapMode(fl.wrap)
		if !ok {
			return fail(exitUsage, fmt.Errorf("--wrap %s: must be hard, word or none", quote.Value(fl.wrap)))
		}
		cfg.Layout.Document.Wrap = m
	}
	if fl.lineNumbers {
		cfg.Layout.Document.LineNumbers = true
	}

	if !interactive {
		return copyThrough(files)
	}

	opts := app.Options{Keys: cfg.Keys, Layout: cfg.Layout, Theme: cfg.Theme, Guide: app.Guide,
		Docs: embeddedDocs(), Terminal: terminal, IgnoreCase: fl.ignoreCase,
		Secure: secure, FollowName: fl.followName}
	if fl.base != "" {
		u, err := app.ParseBase(fl.base)
		if err != nil {
			return fail(exitUsage, fmt.Errorf("--base %s: %v", quote.Value(fl.base), err))
		}
		opts.Base = u
	}
	news := newStreamNews() // for a stream: wakes -F's wait, then refreshes the app
	fileMessage := ""       // files among several that did not open
	guide := len(files) == 0 && stdinTTY
	switch {
	case guide:
		opts.Source, opts.Name = doc.BytesSource(app.Guide(cfg.Keys)), "guide"
	case len(files) == 0 || files[0] == "-":
		opts.Source, opts.Name = stdinSource(news.notify), stdinName()
	default:
		first, skipped, err := openFirst(files, news.notify, &opts)
		if err != nil {
			return fail(exitFail, err) // none of the files opens
		}
		fileMessage = skipped
		if len(files) > 1 {
			opts.Files, opts.FirstFile = fileArgs(files), first
		}
	}
	if fl.quitIfOneScreen && !guide {
		if done, err := printOneScreen(opts.Source, news, cfg, terminal.Abandon); done {
			if err != nil {
				fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
				return exitFail
			}
			return 0
		}
	}
	start := fl.start
	start.Message = binaryMessage(opts.Source, opts.Name)
	if fileMessage != "" {
		start.Message = fileMessage
	}

	trace.Log(context.Background(), "start", "source opened")
	a := app.New(opts)
	trace.Log(context.Background(), "start", "app built")
	a.StartAt(start)
	news.live.Store(a)
	if _, ok := opts.Source.(*doc.StreamSource); ok {
		go a.SourceChanged() // bytes that arrived before a existed; waits for Run
	}

	sigs := a.WatchSignals() // from here a signal gives the terminal back first
	runErr := a.Run()
	sigs.Stop()
	if err := runErr; err != nil {
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
		return exitFail
	}
	if s := a.EndedBy(); s != 0 {
		return 128 + int(s)
	}
	if req := a.ExecRequested(); req != nil {
		err := app.RunExec(req) // returns only on failure
		fmt.Fprintf(os.Stderr, "lwl: cannot run %s: %s\n", quote.Value(req.Command), quote.Message(err.Error()))
		return exitFail
	}
	if fl.noInit {
		a.WriteLastScreen(os.Stdout) // the terminal's normal buffer keeps it
	}
	return 0
}

// openSource opens a file by region; a fifo or device (/dev/stdin, a
// process substitution's /dev/fd/N) is read as a stream, whose news goes
// to notify.
func openSource(path string, notify func()) (doc.Source, error) {
	src, err := doc.OpenFile(path)
	if err == nil {
		return src, nil
	}
	if doc.IsNotRegular(err) {
		f, err := os.Open(path)
		if err != nil {
			return nil, quote.FileError(path, err)
		}
		return doc.NewStreamSource(f, notify), nil
	}
	return nil, quote.FileError(path, err)
}

// copyThrough copies the input to standard output unchanged, as less does
// when its output is not a terminal.
func copyThrough(files []string) int {
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, f := range files {
		var r io.Reader = os.Stdin
		if f != "-" {
			file, err := os.Open(f)
			if err != nil {
				fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(quote.FileError(f, err).Error()))
				return exitFail
			}
			defer file.Close()
			if st, err := file.Stat(); err == nil && st.IsDir() {
				fmt.Fprintf(os.Stderr, "lwl: %s: is a directory\n", quote.Name(f))
				return exitFail
			}
			r = file
		}
		if _, err := io.Copy(os.Stdout, r); err != nil {
			fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
			return exitFail
		}
	}
	return 0
}
