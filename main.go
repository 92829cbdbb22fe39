// Command lwl ("less with links") is a terminal pager for text that carries
// [text](url) links. See README.md.
package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync/atomic"

	"golang.org/x/term"

	"lwl/app"
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

func usage(fl *flag.FlagSet) {
	w := fl.Output()
	fmt.Fprintf(w, "Usage: lwl [flags] [FILE ...]\n\n")
	fmt.Fprintf(w, "A pager for text with [text](url) links. With no FILE (or -), reads standard input.\n\nFlags:\n")
	fl.VisitAll(func(f *flag.Flag) {
		name, help := flag.UnquoteUsage(f)
		if name != "" {
			name = " " + name
		}
		fmt.Fprintf(w, "  --%s%s\n        %s\n", f.Name, name, help)
	})
}

func run(args []string) int {
	fl := flag.NewFlagSet("lwl", flag.ContinueOnError)
	var (
		keys        = fl.String("keys", "", "key bindings `FILE`, laid over the defaults")
		layout      = fl.String("layout", "", "layout `FILE`, laid over the defaults")
		themeName   = fl.String("theme", "", "theme `NAME` (default, light, mono) or FILE")
		base        = fl.String("base", "", "resolve relative link destinations against `URL`")
		wrap        = fl.String("wrap", "", "wrap long lines: `hard`, word or none")
		lineNumbers = fl.Bool("line-numbers", false, "show line numbers")
		showVersion = fl.Bool("version", false, "print the version and exit")
		writeConfig = fl.Bool("write-config", false, "write the default keys.yaml, layout.yaml and theme.yaml into the configuration folder (never overwriting)")
	)
	fl.Usage = func() { usage(fl) }
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return exitUsage
	}
	if *showVersion {
		fmt.Println(version)
		return 0
	}
	if *writeConfig {
		report, err := app.WriteConfig(app.ConfigDir(os.Getenv), app.Defaults{Keys: defaultKeys, Layout: defaultLayout})
		for _, line := range report {
			fmt.Println(line)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "lwl: --write-config: %v\n", err)
			return exitFail
		}
		return 0
	}

	// The terminal is set up meanwhile; it is touched only once lwl runs.
	interactive := term.IsTerminal(int(os.Stdout.Fd()))
	var terminal *app.Terminal
	if interactive {
		terminal = app.StartTerminal()
	}
	fail := func(code int, err error) int {
		terminal.Close()
		fmt.Fprintf(os.Stderr, "lwl: %v\n", err)
		return code
	}
	cfg, err := app.LoadConfig(app.Defaults{Keys: defaultKeys, Layout: defaultLayout},
		app.ConfigFlags{Keys: *keys, Layout: *layout, Theme: *themeName}, os.Getenv)
	if err != nil {
		return fail(exitUsage, err)
	}
	if *wrap != "" {
		m, ok := doc.ParseWrapMode(*wrap)
		if !ok {
			return fail(exitUsage, fmt.Errorf("--wrap %s: must be hard, word or none", *wrap))
		}
		cfg.Layout.Document.Wrap = m
	}
	if *lineNumbers {
		cfg.Layout.Document.LineNumbers = true
	}

	files := fl.Args()
	stdinTTY := term.IsTerminal(int(os.Stdin.Fd()))
	if !interactive {
		return copyThrough(files)
	}

	opts := app.Options{Keys: cfg.Keys, Layout: cfg.Layout, Theme: cfg.Theme, Guide: app.Guide,
		Docs: map[string][]byte{"README.md": readme}, Terminal: terminal}
	if *base != "" {
		u, err := app.ParseBase(*base)
		if err != nil {
			return fail(exitUsage, fmt.Errorf("--base %s: %v", *base, err))
		}
		opts.Base = u
	}
	var live atomic.Pointer[app.App] // set once the app exists; read by the stream
	var stream *doc.StreamSource
	switch {
	case len(files) == 0 && stdinTTY:
		opts.Source, opts.Name = doc.BytesSource(app.Guide(cfg.Keys)), "guide"
	case len(files) == 0 || files[0] == "-":
		stream = doc.NewStreamSource(os.Stdin, func() {
			if a := live.Load(); a != nil {
				a.SourceChanged()
			}
		})
		opts.Source, opts.Name = stream, "stdin"
	default:
		for _, f := range files[1:] {
			if err := checkReadable(f); err != nil {
				return fail(exitFail, err)
			}
		}
		src, err := openSource(files[0])
		if err != nil {
			return fail(exitFail, err)
		}
		opts.Source, opts.Name = src, files[0]
		if abs, err := filepath.Abs(files[0]); err == nil {
			opts.Path = abs
		}
	}

	a := app.New(opts)
	live.Store(a)
	if stream != nil {
		go a.SourceChanged() // bytes that arrived before a existed; waits for Run
	}

	sigs := a.WatchSignals() // from here a signal gives the terminal back first
	runErr := a.Run()
	sigs.Stop()
	if err := runErr; err != nil {
		fmt.Fprintf(os.Stderr, "lwl: %v\n", err)
		return exitFail
	}
	if s := a.EndedBy(); s != 0 {
		return 128 + int(s)
	}
	if req := a.ExecRequested(); req != nil {
		err := app.RunExec(req) // returns only on failure
		fmt.Fprintf(os.Stderr, "lwl: cannot run %q: %v\n", req.Command, err)
		return exitFail
	}
	return 0
}

// openSource opens a file by region; a fifo or device is read as a stream.
func openSource(path string) (doc.Source, error) {
	src, err := doc.OpenFile(path)
	if err == nil {
		return src, nil
	}
	if doc.IsNotRegular(err) {
		f, err := os.Open(path)
		if err != nil {
			return nil, pathError(path, err)
		}
		return doc.NewStreamSource(f, nil), nil
	}
	return nil, pathError(path, err)
}

func checkReadable(path string) error {
	src, err := openSource(path)
	if err != nil {
		return err
	}
	if c, ok := src.(io.Closer); ok {
		c.Close()
	}
	return nil
}

// pathError words an error as "PATH: why", without Go's "open" prefix.
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %v", path, err)
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
				fmt.Fprintf(os.Stderr, "lwl: %v\n", pathError(f, err))
				return exitFail
			}
			defer file.Close()
			if st, err := file.Stat(); err == nil && st.IsDir() {
				fmt.Fprintf(os.Stderr, "lwl: %s: is a directory\n", f)
				return exitFail
			}
			r = file
		}
		if _, err := io.Copy(os.Stdout, r); err != nil {
			fmt.Fprintf(os.Stderr, "lwl: %v\n", err)
			return exitFail
		}
	}
	return 0
}
