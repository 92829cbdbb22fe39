// Command lwl ("less with links") is a terminal pager for text that carries
// [text](url) links. See README.md.
package main

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"net/url"
	"os"
	"runtime/trace"
	"slices"

	"golang.org/x/term"

	"lwl/app"
	"lwl/app/config"
	"lwl/app/links"
	lwlterm "lwl/app/term"
	"lwl/internal/lessopen"
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

// run is lwl from its arguments to its exit status.
func run(args []string) int {
	if path := os.Getenv("LWL_TRACE"); path != "" {
		defer startTrace(path)()
	}
	fl, err := parseFlags(os.LookupEnv, args)
	if errors.Is(err, errHelp) {
		usage(os.Stdout)
		return 0
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
		return exitUsage
	}
	secure := fl.secure || secureFromEnv(os.Getenv)
	var pre *lessopen.Opener
	if !fl.version && !fl.writeConfig {
		pre = newOpener(secure)
		defer pre.Close() // stops its commands, runs LESSCLOSE
	}
	switch {
	case fl.version:
		fmt.Println(version)
		return 0
	case fl.writeConfig:
		return writeConfig(secure)
	}
	stdinTTY := term.IsTerminal(int(os.Stdin.Fd()))
	if stdinTTY && slices.Contains(fl.files, "-") {
		// less: keys and text cannot both come from the terminal
		fmt.Fprintln(os.Stderr, `lwl: Missing filename ("lwl --help" for help)`)
		return exitUsage
	}

	// The terminal is set up meanwhile; it is touched only once lwl runs.
	// TERM=dumb (an Emacs shell buffer, a CI log) cannot show a screen.
	interactive := term.IsTerminal(int(os.Stdout.Fd())) && os.Getenv("TERM") != "dumb"
	// With -F the set-up waits until the text is found not to fit: for a
	// short text it is never needed, and running it alongside slowed the
	// print (its page faults and the main goroutine's contend).
	var terminal *lwlterm.Terminal
	startTerminal := func() {
		if interactive && terminal == nil {
			terminal = lwlterm.Start()
		}
	}
	if !fl.quitIfOneScreen {
		startTerminal()
	}
	fail := func(code int, err error) int {
		terminal.Close()
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
		return code
	}
	cfg, err := configure(fl)
	if err != nil {
		return fail(exitUsage, err)
	}
	trace.Log(context.Background(), "start", "configuration loaded")
	// A bad --base is a usage error whether or not there is a screen to
	// show it on: a pager in a pipeline must not take it silently.
	var base *url.URL
	if fl.base != "" {
		if base, err = links.ParseBase(fl.base); err != nil {
			return fail(exitUsage, fmt.Errorf("--base %s: %v", quote.Value(fl.base), err))
		}
	}
	if !interactive {
		// A dumb terminal still is a terminal: what it is sent must not
		// change its state (a title, a clear), so control bytes show as
		// tokens there; a file or pipe gets the bytes unchanged.
		return copyThrough(fl.files, term.IsTerminal(int(os.Stdout.Fd())), openOptions(secure), pre)
	}
	opts := app.Options{Keys: cfg.Keys, Layout: cfg.Layout, Theme: cfg.Theme, Guide: app.Guide,
		Docs: embeddedDocs(), IgnoreCase: fl.ignoreCase,
		Secure: secure, FollowName: fl.followName,
		JumpTarget: fl.less.jump, QuitAtEOF: fl.quitAtEOFMode(),
		Squeeze: fl.squeeze, HeaderLines: fl.less.header, LessOpen: pre}
	opts.Base = base
	news := newStreamNews() // for a stream: wakes -F's wait, then refreshes the app
	start := fl.start
	guide := len(fl.files) == 0 && stdinTTY
	if err := openDocument(fl.files, guide, cfg, news, &opts, &start); err != nil {
		var sig endedBy
		if errors.As(err, &sig) {
			terminal.Close()
			return 128 + int(sig)
		}
		return fail(exitFail, err) // none of the files opens
	}
	if fl.quitIfOneScreen && !guide {
		if done, err := printOneScreen(opts.Source, opts.Name, news, cfg, fl.squeeze, startTerminal); done {
			if err != nil {
				fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
				return exitFail
			}
			return 0
		}
	}
	startTerminal()
	opts.Terminal = terminal
	return runPager(opts, start, news, fl.noInit)
}

// writeConfig is --write-config: the default files copied into the
// configuration folder, never over a file there.
func writeConfig(secure bool) int {
	if secure {
		fmt.Fprintln(os.Stderr, "lwl: --write-config: disabled in secure mode")
		return exitUsage
	}
	report, err := config.WriteDefaults(config.Dir(os.Getenv), config.Defaults{Keys: defaultKeys, Layout: defaultLayout})
	for _, line := range report {
		fmt.Println(line)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "lwl: --write-config: %s\n", quote.Message(err.Error()))
		return exitFail
	}
	return 0
}

// configure loads the configuration files over the defaults, says what it
// could not look up, and lays the flags that change the layout over it.
func configure(fl *flags) (*config.Config, error) {
	cfg, err := config.Load(config.Defaults{Keys: defaultKeys, Layout: defaultLayout},
		config.Flags{Keys: fl.keys, Layout: fl.layout, Theme: fl.theme}, os.Getenv, app.CheckAction)
	if err != nil {
		return nil, err
	}
	for _, w := range cfg.Warnings {
		fmt.Fprintf(os.Stderr, "lwl: warning: %s\n", quote.Message(w))
	}
	if fl.wrap != "" {
		m, ok := doc.ParseWrapMode(fl.wrap)
		if !ok {
			return nil, fmt.Errorf("--wrap %s: must be hard, word or none", quote.Value(fl.wrap))
		}
		cfg.Layout.Document.Wrap = m
	}
	if fl.lineNumbers {
		cfg.Layout.Document.LineNumbers = true
	}
	if fl.less.tabWidth > 0 {
		cfg.Layout.Document.TabWidth = fl.less.tabWidth
	}
	if fl.mouse != "" {
		cfg.Layout.Document.NoMouse = fl.mouse == "off"
	}
	if fl.links != "" {
		cfg.Layout.Document.Links, _ = config.ParseLinksSetting(fl.links)
	}
	return cfg, nil
}

// openDocument sets the document opts shows first: the guide, standard
// input, or the first of files that opens (the others are the file list);
// start's message says what did not open, or that it looks binary.
func openDocument(files []string, guide bool, cfg *config.Config, news *streamNews, opts *app.Options, start *app.Startup) error {
	fileMessage := "" // files among several that did not open
	switch {
	case guide:
		opts.Source, opts.Name = doc.BytesSource(app.Guide(cfg.Keys)), "guide"
	case len(files) == 0 || files[0] == "-":
		opts.Source, opts.Name = stdinSource(news.notify, openOptions(opts.Secure)), stdinName()
	default:
		first, skipped, err := openFirst(files, news.notify, opts)
		if err != nil {
			return err
		}
		fileMessage = skipped
		if len(files) > 1 {
			opts.Files, opts.FirstFile = fileArgs(files), first
		}
	}
	start.Message = binaryMessage(opts.Source, opts.Name)
	if fileMessage != "" {
		start.Message = fileMessage
	}
	return nil
}

// runPager runs lwl on the terminal until the user quits, and says how it
// ended: the exit status, a command to run in its place, the last screen
// left in the terminal (-X).
func runPager(opts app.Options, start app.Startup, news *streamNews, noInit bool) int {
	trace.Log(context.Background(), "start", "source opened")
	a := app.New(opts)
	trace.Log(context.Background(), "start", "app built")
	a.StartAt(start)
	sigs := a.WatchSignals() // from here a signal gives the terminal back first
	a.DrawEarly()
	news.live.Store(a)
	if _, ok := opts.Source.(*doc.StreamSource); ok {
		go a.SourceChanged() // bytes that arrived before a existed; waits for Run
	}

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
	if noInit {
		a.WriteLastScreen(os.Stdout) // the terminal's normal buffer keeps it
	}
	return 0
}
