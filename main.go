// The runtime's default starts a goroutine at every start to follow
// changes of the CPU limit while the program runs; a pager has no use for
// it, and lwl -F on a short file is over before it would first look.
//
//go:debug updatemaxprocs=0

// Command lwl ("less with links") is a terminal pager for text that carries
// [text](url) links. See README.md.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"runtime/trace"
	"slices"
	"syscall"

	"golang.org/x/term"
	"golang.org/x/text/encoding/charmap"

	"lwl/app"
	"lwl/app/commands"
	"lwl/app/config"
	"lwl/app/links"
	"lwl/app/printout"
	"lwl/app/session"
	lwlterm "lwl/app/term"
	"lwl/app/visited"
	"lwl/internal/interrupt"
	"lwl/internal/lessopen"
	"lwl/internal/passthrough"
	"lwl/internal/quote"
	"lwl/internal/securemode"
	"lwl/internal/tracefile"
	"lwl/widgets/doc"
)

const version = "lwl 0.1.0"

// Exit codes: 0 done, 1 a file or terminal problem, 2 a usage or
// configuration mistake.
const (
	exitFail  = 1
	exitUsage = 2
)

func main() {
	growStack()
	os.Exit(run(os.Args[1:]))
}

// run is lwl from its arguments to its exit status: the flags read, then
// the usage, the version, the configuration files written, or the text
// shown.
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
	secure := fl.secure || securemode.FromEnv(os.Getenv)
	switch {
	case fl.version:
		fmt.Println(version)
		return 0
	case fl.writeConfig:
		return writeConfig(secure)
	}
	pre := newOpener(secure)
	defer pre.Close() // stops its commands, runs LESSCLOSE
	return show(fl, secure, pre)
}

// startTrace traces lwl to path (LWL_TRACE); the returned function ends
// the trace. A trace that cannot be written is a warning.
func startTrace(path string) func() {
	stop, err := tracefile.Start(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "lwl: warning: LWL_TRACE: %s\n", quote.Message(err.Error()))
	}
	return stop
}

// show shows the text the flags name: in the pager, printed at once when
// it fits one screen (-F), or copied when there is no screen to show it on.
func show(fl *flags, secure bool, pre *lessopen.Opener) int {
	stdinTTY := term.IsTerminal(int(os.Stdin.Fd()))
	if stdinTTY && slices.Contains(fl.files, "-") {
		// less: keys and text cannot both come from the terminal
		fmt.Fprintln(os.Stderr, `lwl: Missing filename ("lwl --help" for help)`)
		return exitUsage
	}
	// The terminal is set up meanwhile; it is touched only once lwl runs.
	// TERM=dumb (an Emacs shell buffer, a CI log) cannot show a screen.
	scr := &screen{interactive: term.IsTerminal(int(os.Stdout.Fd())) && os.Getenv("TERM") != "dumb"}
	// With -F the set-up waits until the text is found not to fit: for a
	// short text it is never needed, and running it alongside slowed the
	// print (its page faults and the main goroutine's contend).
	if !fl.quitIfOneScreen {
		scr.start()
	}
	// Signals are caught from here when nothing before the pager can wait
	// (LESSOPEN catches ctrl-c for itself): the catching overlaps the
	// open, and what comes meanwhile waits for the pager to answer it.
	var caught *lwlterm.Signals
	if scr.interactive && !fl.quitIfOneScreen && pre == nil {
		caught = lwlterm.CatchSignals()
	}
	cfg, err := configure(fl)
	if err != nil {
		return scr.fail(exitUsage, err)
	}
	trace.Log(context.Background(), "start", "configuration loaded")
	base, err := parseBase(fl.base)
	if err != nil {
		return scr.fail(exitUsage, err)
	}
	if !scr.interactive {
		return copyThrough(fl.files, secure, pre)
	}
	opts := app.Options{Layout: cfg.Layout, Theme: cfg.Theme, Guide: app.Guide,
		Docs: embeddedDoc, IgnoreCase: fl.ignoreCase,
		Secure: secure, FollowName: fl.followName,
		JumpTarget: fl.less.jump, QuitAtEOF: fl.quitAtEOFMode(),
		Squeeze: fl.squeeze, HeaderLines: fl.less.header, LessOpen: pre, Base: base}
	news := newStreamNews() // for a stream: wakes -F's wait, then refreshes the app
	start := fl.start
	guide := len(fl.files) == 0 && stdinTTY
	if err := openDocument(fl.files, guide, cfg, news, &opts, &start, openWatch(pre)); err != nil {
		var sig interrupt.Ended
		if errors.As(err, &sig) {
			scr.terminal.Close()
			return sig.ExitStatus()
		}
		return scr.fail(exitFail, err) // none of the files opens
	}
	if fl.quitIfOneScreen && !guide {
		if done, err := printOneScreen(opts.Source, opts.Name, news, cfg, fl.squeeze, scr.start); done {
			if err != nil {
				fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
				return exitFail
			}
			return 0
		}
	}
	if caught == nil {
		caught = lwlterm.CatchSignals() // while the pager is built
	}
	scr.start()
	opts.Terminal = scr.terminal
	opts.Keys = cfg.Keys()
	return runPager(opts, start, news, fl.noInit, caught, func() <-chan across {
		return openAcrossLater(func() (*session.Session, *visited.Visited, string) { return openAcross(secure) })
	})
}

// openWatch is how signals are watched while the files open. A file opens
// without waiting unless LESSOPEN runs on it, and the terminal is not
// touched before the pager runs (its set-up only opens it): without
// LESSOPEN nothing needs catching, and the signal machinery's start (a
// goroutine, a locked thread, a round trip to it for each signal caught
// and again for each let go) is spared the way to the first screen.
func openWatch(pre *lessopen.Opener) func() (<-chan struct{}, func() syscall.Signal) {
	if pre == nil {
		return interrupt.Unwatched
	}
	return interrupt.Watch
}

// screen is the terminal the pager draws on, set up when first needed,
// and only when standard output is a terminal lwl can draw on.
type screen struct {
	interactive bool
	terminal    *lwlterm.Terminal // nil until start
}

// start sets the terminal up, once.
func (s *screen) start() {
	if s.interactive && s.terminal == nil {
		s.terminal = lwlterm.Start()
	}
}

// fail gives the terminal back, says err, and is the exit status code.
func (s *screen) fail(code int, err error) int {
	s.terminal.Close()
	fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
	return code
}

// parseBase reads --base, nil when it is not given. A bad one is a usage
// error whether or not there is a screen to show it on: a pager in a
// pipeline must not take it silently.
func parseBase(s string) (*url.URL, error) {
	if s == "" {
		return nil, nil
	}
	base, err := links.ParseBase(s)
	if err != nil {
		return nil, fmt.Errorf("--base %s: %v", quote.Value(s), err)
	}
	return base, nil
}

// copyThrough copies the input to standard output, as less does when it
// has no screen. A dumb terminal still is a terminal: what it is sent
// must not change its state (a title, a clear), so control bytes show as
// tokens there; a file or pipe gets the bytes unchanged.
func copyThrough(files []string, secure bool, pre *lessopen.Opener) int {
	var w io.Writer = os.Stdout
	if term.IsTerminal(int(os.Stdout.Fd())) {
		w = passthrough.Visible(os.Stdout)
	}
	err := passthrough.Copy(w, files, passthrough.Input{
		Open:      openOptions(secure),
		StdinName: stdinName(),
		Preprocess: func(name string, stop <-chan struct{}) (io.Reader, string, string) {
			return lessopen.Preprocess(name, pre, stop)
		},
		Warn: func(msg string) { fmt.Fprintf(os.Stderr, "lwl: %s\n", msg) },
	})
	var sig interrupt.Ended
	switch {
	case errors.As(err, &sig):
		return sig.ExitStatus()
	case err != nil:
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
		return exitFail
	}
	return 0
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

// runPager runs lwl on the terminal until the user quits, and says how it
// ended: the exit status, a command to run in its place, the last screen
// left in the terminal (-X).
func runPager(opts app.Options, start app.Startup, news *streamNews, noInit bool, caught *lwlterm.Signals, openAcross func() <-chan across) int {
	trace.Log(context.Background(), "start", "source opened")
	a := app.New(opts)
	trace.Log(context.Background(), "start", "app built")
	a.StartAt(start)
	sigs := a.WatchSignals(caught) // from here a signal gives the terminal back first
	a.DrawEarly()
	// The session and the visited links open beside tcell's set-up, not
	// before the first screen: making the session (a folder, its index
	// written) took a processor for a millisecond the screen waited for.
	ac := <-openAcross()
	if ac.panicked != nil {
		opts.Terminal.Close() // the early frame's raw mode and screen given back
		panic(ac.panicked)
	}
	opts.Session = ac.session
	a.JoinAcross(ac.session, ac.visited, ac.note)
	news.live.Store(a)
	if _, ok := opts.Source.(*doc.StreamSource); ok {
		go a.SourceChanged() // bytes that arrived before a existed; waits for Run
	}

	runErr := a.Run()
	sigs.Stop()
	if req := a.ExecRequested(); req == nil || !req.KeepSession || runErr != nil {
		opts.Session.Release() // this lwl's part of the history ends here
	} else {
		opts.Session.Leave() // the lwl follow's command starts goes on with it
	}
	if err := runErr; err != nil {
		fmt.Fprintf(os.Stderr, "lwl: %s\n", quote.Message(err.Error()))
		return exitFail
	}
	if s := a.EndedBy(); s != 0 {
		return 128 + int(s)
	}
	if req := a.ExecRequested(); req != nil {
		err := commands.RunExec(req) // returns only on failure
		opts.Session.Release()
		fmt.Fprintf(os.Stderr, "lwl: cannot run %s: %s\n", quote.Value(req.Command), quote.Message(err.Error()))
		return exitFail
	}
	if noInit {
		a.WriteLastScreen(os.Stdout) // the terminal's normal buffer keeps it
	}
	return 0
}

// printOneScreen is -F: when the whole text fits on the terminal's first
// screen (its rows less one, as in less), it is printed as the pager would
// show it and printOneScreen reports true. A stream is read until it ends
// or overflows the screen; news wakes the wait as bytes arrive. Before it
// first waits, it calls beforeWait, which starts setting up the terminal
// the pager will likely need; squeeze is -s. It reports an error only after it took the
// screen's place.
func printOneScreen(src doc.Source, name string, news *streamNews, cfg *config.Config, squeeze bool, beforeWait func()) (bool, error) {
	width, height, err := term.GetSize(int(os.Stdout.Fd()))
	if err != nil {
		return false, nil // no size: let the pager cope
	}
	d := doc.New(src, doc.ParseOptions{HideBrackets: !cfg.Layout.Document.LinkBrackets,
		Links: config.DocumentLinks(cfg.Layout.Document.Links, name, src), Markers: cfg.Layout.Document.Markers})
	for {
		d.Refresh()
		s := app.NewOneScreen(d, cfg.Layout, cfg.Theme, width, height-1)
		if squeeze {
			s.SqueezeBlankLines()
		}
		if d.Complete() {
			if s.Overflows() {
				return false, nil
			}
			if err := printScreen(s, lwlterm.EightBitCharset(os.Getenv)); err != nil {
				return true, err
			}
			// A corrupt archive printed up to where it broke must not
			// pass for a whole one.
			if st, ok := src.(*doc.StreamSource); ok && st.Err() != nil {
				return true, fmt.Errorf("%s: %w", quote.Name(name), st.Err())
			}
			return true, nil
		}
		if d.Size() >= doc.ReadAhead || s.Overflows() {
			return false, nil
		}
		beforeWait()
		<-news.wake
	}
}

// printScreen prints s on standard output, in the terminal's 8-bit
// character set cs when the locale names one (nil: UTF-8 as it is).
func printScreen(s *printout.OneScreen, cs *charmap.Charmap) error {
	if cs == nil {
		_, err := s.Print(os.Stdout)
		return err
	}
	var text bytes.Buffer
	if _, err := s.Print(&text); err != nil {
		return err
	}
	_, err := os.Stdout.Write(lwlterm.EncodeText(cs, text.Bytes()))
	return err
}

// across is what openAcross opens.
type across struct {
	session  *session.Session
	visited  *visited.Visited
	note     string
	panicked any // what openAcross panicked with, for main to give the terminal back first
}

// openAcrossLater runs open (openAcross) on another goroutine, beside
// tcell's set-up: its files are not needed before the first frame.
func openAcrossLater(open func() (*session.Session, *visited.Visited, string)) <-chan across {
	c := make(chan across, 1)
	go func() {
		var ac across
		defer func() {
			ac.panicked = recover()
			c <- ac
		}()
		ac.session, ac.visited, ac.note = open()
	}()
	return c
}

// openAcross opens the session of the history across pages, shared with
// the lwl follow's command starts, and the visited links, shared with
// every lwl (read once the first frame is drawn). note says what was
// ignored. Secure mode keeps neither: no file is written.
func openAcross(secure bool) (s *session.Session, v *visited.Visited, note string) {
	defer os.Unsetenv(session.EnvName) // only follow's command is handed the session
	if !secure {
		session.CleanStale(os.Getenv) // what it cannot clean, it leaves: nothing to say
		var err error
		// With no folder to keep a session in at all (a $HOME that is no
		// folder, already warned about), B says so when asked.
		if s, err = session.Open(os.Getenv); err != nil && s != nil {
			note = quote.Message(err.Error())
		}
	}
	return s, visited.New(os.Getenv, secure), note
}
