// Package app is lwl's application: configuration, modes, key-to-action
// dispatch and the screen's life cycle.
package app

import (
	"context"
	"net/url"
	"os"
	"runtime/trace"

	"github.com/gdamore/tcell/v2"

	"lwl/app/browse"
	"lwl/app/commands"
	"lwl/app/config"
	"lwl/app/files"
	"lwl/app/guide"
	"lwl/app/links"
	"lwl/app/picker"
	"lwl/app/session"
	"lwl/app/startup"
	"lwl/app/term"
	"lwl/app/visited"
	"lwl/internal/idlegc"
	"lwl/internal/lessopen"
	"lwl/theme"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// Options are everything App needs, already loaded and validated.
type Options struct {
	Keys   config.Bindings
	Layout *config.Layout
	Theme  theme.Theme
	// Name is shown in the status bar and title.
	Name string
	// Path is the document's file (absolute), "" for a pipe or the guide.
	Path string
	// Base resolves relative destinations; nil means the document's own
	// "Retrieved from" header, if it has one.
	Base   *url.URL
	Source doc.Source
	// Guide builds the built-in guide from the bindings in force.
	Guide func(config.Bindings) []byte
	// Docs are documents shipped inside lwl, opened by lwl:NAME links.
	Docs func(name string) ([]byte, bool)
	// Terminal is the terminal, being set up since term.Start; nil sets
	// it up in Run.
	Terminal *term.Terminal
	// Screen is used instead of the terminal (tests).
	Screen tcell.Screen
	// IgnoreCase makes every search ignore case (less's -I).
	IgnoreCase bool
	// Files are the files named on the command line, for :n and :p
	// (Source is the first that opened); Secure is secure mode.
	Files      []files.Arg
	FirstFile  int
	Secure     bool
	FollowName bool // F reopens the file when it is rotated or truncated
	// JumpTarget is -j: the row a jump puts its line on.
	JumpTarget JumpTarget
	// QuitAtEOF is -e (1: quit when a forward scroll is at the end a
	// second time) or -E (2: when it reaches the end); 0: never.
	QuitAtEOF int
	// Squeeze shows a run of blank lines as one (-s); HeaderLines stay
	// on top of the screen (--header).
	Squeeze     bool
	HeaderLines int
	// LessOpen runs LESSOPEN on the files :e, :n and :p open (nil: none;
	// always nil in secure mode).
	LessOpen *lessopen.Opener
	// Session is the history across pages this lwl shares with the lwl
	// follow's command starts (nil: none, as in secure mode); Visited the
	// destinations followed (nil: none drawn as visited). StartNote is said
	// on the status bar at start (a session or visited file ignored).
	Session   *session.Session
	Visited   *visited.Visited
	StartNote string
}

// App is one running lwl. Its state comes in named parts, each a struct
// of its own.
type App struct {
	opts  Options
	ui    screenParts // the widgets and what the screen shows
	input inputState  // the mode that takes the keys, and the search
	shown docState    // the document shown and how to leave it
	life  lifeState   // the process: start, terminal, signals, ending
	less  lessState   // less's habits: repeat search, marks, files
}

// New builds the widgets and layout; nothing is drawn until Run.
func New(opts Options) *App {
	a := &App{opts: opts,
		shown: docState{name: opts.Name, path: opts.Path}, life: lifeState{started: make(chan struct{}), idle: idlegc.New()}}
	a.input.begin(&groundMode{a: a})
	dc := opts.Layout.Document
	d := doc.New(opts.Source, doc.ParseOptions{HideBrackets: !dc.LinkBrackets, LinkNumbers: dc.LinkNumbers,
		Links: config.DocumentLinks(dc.Links, opts.Name, opts.Source), Markers: dc.Markers})
	vo := widgets.DocumentOptions{
		Wrap: dc.Wrap, TabWidth: dc.TabWidth, Padding: dc.Padding, LineNumbers: dc.LineNumbers, NoColors: !dc.Colors,
		Squeeze: opts.Squeeze, HeaderLines: opts.HeaderLines, SectionHeader: !dc.NoSectionHeader,
	}
	if hyperlinksWanted(dc.Hyperlinks, os.Getenv) {
		vo.Hyperlinks = &widgets.Hyperlinks{Target: a.hyperlinkTarget}
	}
	a.ui = newScreenParts(widgets.NewDocumentView(d, vo, documentStyles(opts.Theme)), opts.Theme, a.describeLink)
	a.ui.view.SetNumberStyle(opts.Theme.Style("hint"))
	a.input.useSearch(a.newSearch())
	a.input.usePicker(picker.New(pickerHost{a}))
	a.input.useHints(a.newHints())
	a.input.useChooser(a.newChooser())

	a.watch(d)
	a.shown.takeBase(opts.Base, d)
	a.ui.prompt.SetChangedFunc(a.promptChanged)
	a.ui.links.SetDocument(d)
	a.ui.links.SetOnSelect(a.pickLink)
	a.ui.title.SetText(opts.Name)
	a.startHabits()
	a.life.startCommands(commands.New(commandHost{a}))
	a.shown.startArriving(a.newArrive())
	a.life.startMoving(startup.New(startHost{a}))
	a.shown.startBrowsing(browse.New(pagerHost{a}, browse.Options{Session: opts.Session, Visited: opts.Visited, Secure: opts.Secure}))
	a.startAcross()
	a.ui.setRoot(a.build(opts.Layout.Root, nil))
	a.ui.tv.SetInputCapture(a.handleKey)
	a.setupMouse()
	a.ui.tv.SetFocus(a.ui.view)
	// The status bar's right side depends on the layout, which tview only
	// computes while drawing: set it before each frame from the last
	// layout, and draw once more in the rare case (the first frame, a
	// resize) that the new layout changed it; that frame sends a few cells.
	var rect [4]int // the document view's place when the status was set
	a.ui.tv.SetBeforeDrawFunc(func(screen tcell.Screen) bool {
		a.syncWrap() // the guide wraps by words
		a.beforeDraw()
		a.shown.browse.LandFragment()
		rect[0], rect[1], rect[2], rect[3] = a.ui.view.GetRect()
		return false
	})
	a.ui.tv.SetAfterDrawFunc(func(screen tcell.Screen) {
		a.life.startOnce.Do(func() {
			trace.Log(context.Background(), "start", "first frame drawn")
			close(a.life.started)
		})
		a.flushClipboard(screen)
		a.life.idle.Frame()
		x, y, w, h := a.ui.view.GetRect()
		if [4]int{x, y, w, h} != rect && a.beforeDraw() {
			a.post(func() {})
		}
	})
	return a
}

func documentStyles(t theme.Theme) widgets.DocumentStyles {
	return widgets.DocumentStyles{
		Text: t.Style("text"), Link: t.Style("link"), LinkActive: t.Style("link-active"), LinkVisited: t.Style("link-visited"),
		Match: t.Style("match"), MatchActive: t.Style("match-active"), Control: t.Style("control"),
		LineNumber: t.Style("line-number"), Markdown: markdownStyles(t),
	}
}

func statusStyles(t theme.Theme) widgets.StatusStyles {
	return widgets.StatusStyles{
		Status: t.Style("status"), Mode: t.Style("mode"), Message: t.Style("message"), Error: t.Style("error"),
		Control: t.Style("control"),
	}
}

// Run shows lwl until the user quits. The terminal is restored before it
// returns, also after a panic.
func (a *App) Run() error {
	defer a.life.runDone.Store(true)
	defer a.life.idle.Stop()
	var scr *term.Screen
	if a.opts.Screen != nil {
		scr = term.NewScreen(a.opts.Screen)
	} else {
		t := a.opts.Terminal
		if t == nil {
			t = term.Start()
		}
		// Parse the first screen's chunk while the terminal is set up.
		if d := a.ui.view.Document(); d.Complete() && d.NumChunks() > 0 {
			d.Chunk(0)
		}
		trace.Log(context.Background(), "start", "first chunk parsed")
		s, err := t.OpenScreen(a.ui.view.Options().Hyperlinks != nil)
		trace.Log(context.Background(), "start", "terminal open")
		if err != nil {
			return err
		}
		scr = s
		a.life.useTerminal(t)
		// Last, after tcell's end: a command that lwl waited for (a `>`
		// command ended by a signal) may have left the terminal raw.
		defer t.RestoreSettings()
	}
	if d := scr.Direct(); d != nil {
		a.ui.view.SetDirect(d)
	}
	scr.OnResume(a.ui.view.Invalidate)
	scr.OnRefusedPaste(func() {
		a.post(func() {
			a.ui.status.SetError("Paste refused: keys of it came faster than lwl could take them and were lost; nothing of it was pasted")
			if a.inPrompt() {
				a.ui.prompt.SetNote("(paste refused: keys of it were lost) ")
			}
		})
	})
	a.life.scr.Store(scr)
	a.ui.tv.SetScreen(scr)
	a.ui.tv.EnablePaste(true) // after SetScreen, so the terminal is told too: a paste is one edit
	// tview applies its mouse setting only to a screen it makes itself.
	a.enableMouse(scr) // the wheel scrolls, a click selects or follows a link
	defer a.life.commands.StopOutputs()
	defer a.life.commands.StopRuns()
	defer a.less.files.StopPending() // a LESSOPEN preprocessor still preparing runs in its own session
	return a.ui.tv.Run()
}

// Stop ends Run (safe from any goroutine). Keys still queued are dropped.
func (a *App) Stop() {
	a.life.stopping.Store(true)
	if s := a.life.scr.Load(); s != nil {
		s.End()
	}
	a.ui.tv.Stop()
}

// watch redraws when d's background line count is done, so the status
// bar's estimate becomes exact.
func (a *App) watch(d *doc.Document) {
	d.SetOnLinesCounted(func() { a.post(func() {}) })
}

// interrupt stops what runs in the background (a search, a page still
// loading, a filter filling, G reading a pipe), as ctrl-c does in less; with
// nothing running it quits.
func (a *App) interrupt() {
	if a.input.search.Searching() {
		a.input.search.Cancel()
		return
	}
	if a.life.commands.StopOpen() || a.less.files.StopPending() || a.life.commands.StopRuns() || a.stopFilter() || a.stopReading() || a.stopPendingStart() {
		return
	}
	a.quit()
}

// quit leaves lwl, whatever still runs (Run stops it on the way out): a key
// that quits must quit even when a page finished drawing a moment before its
// command ended. In the guide, and what it opened, it goes back instead, as
// q leaves less's help.
func (a *App) quit() {
	if (a.inGuide() || a.inEmbedded()) && a.shown.browse.Len() > 0 {
		a.shown.browse.Back()
		return
	}
	a.Stop()
}

// Guide writes the built-in guide from the bindings in force b, so a
// rebound key shows up as it is.
func Guide(b config.Bindings) []byte {
	return guide.Write(guide.Modes{
		Ground: groundActions.guideMode(b["ground"]),
		Prompt: promptActions.guideMode(b["prompt"]),
		Hint:   hintActions.guideMode(b["hint"]),
		Picker: pickerActions.guideMode(b["picker"]),
	})
}

// displayKey spells a key the way keys.yaml users write it.
func displayKey(k string) string {
	if k == "backtab" {
		return "shift-tab"
	}
	return k
}

func (a *App) openGuide() {
	if a.opts.Guide == nil || a.backToGuide() {
		return
	}
	src := doc.BytesSource(a.opts.Guide(a.opts.Keys))
	g := doc.New(src, a.optionsFor("guide", src))
	a.show(g, "guide", "", nil, "")
}

// inEmbedded reports whether the document shown is one shipped inside lwl.
func (a *App) inEmbedded() bool {
	return a.shown.base != nil && a.shown.base.Scheme == links.EmbeddedScheme
}

// inGuide reports whether the document shown is the guide.
func (a *App) inGuide() bool { return a.shown.name == "guide" && a.shown.path == "" }

// backToGuide handles the guide key while the guide, or a document it led
// to, is shown: the guide is not opened a second time on top; from a
// shipped document lwl goes back to the guide it came from. It reports
// whether it did so.
func (a *App) backToGuide() bool {
	if a.inGuide() {
		a.ui.status.SetMessage("This is the guide")
		return true
	}
	for a.inEmbedded() && a.shown.browse.Len() > 0 {
		a.shown.browse.Back()
		if a.inGuide() {
			return true
		}
	}
	return false
}

// syncWrap wraps the guide and the documents shipped with lwl by words,
// whatever the layout says for the user's documents: they are prose, and
// a word cut at the edge of a narrow terminal reads badly.
func (a *App) syncWrap() {
	m := a.documentWrap()
	if a.inGuide() || a.inEmbedded() {
		m = doc.WrapWord
	}
	a.ui.view.SetWrap(m)
}

// markdownStyleNames are the theme styles of the Markdown span kinds, in
// the order of the kinds (doc.KindHeading1 on).
var markdownStyleNames = [widgets.MarkdownKinds]string{
	"heading1", "heading2", "heading3", "emphasis", "strong", "code", "quote", "list-marker", "rule", "marker",
}

// markdownStyles are the document view's Markdown styles from theme t.
func markdownStyles(t theme.Theme) (out [widgets.MarkdownKinds]tcell.Style) {
	for k, name := range markdownStyleNames {
		out[k] = t.Style(name)
	}
	return out
}
