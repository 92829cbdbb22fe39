// Package app is lwl's application: configuration, modes, key-to-action
// dispatch and the screen's life cycle.
package app

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"runtime/trace"
	"sync"
	"sync/atomic"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/app/config"
	"lwl/app/links"
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
	Docs map[string][]byte
	// Terminal is the terminal, being set up since StartTerminal; nil
	// sets it up in Run.
	Terminal *Terminal
	// Screen is used instead of the terminal (tests).
	Screen tcell.Screen
	// IgnoreCase makes every search ignore case (less's -I).
	IgnoreCase bool
	// Files are the files named on the command line, for :n and :p
	// (Source is the first that opened); Secure is secure mode.
	Files      []FileArg
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
}

// App is one running lwl. Its state comes in parts, each a struct of its
// own whose fields App's methods use directly: what is on screen, the
// prompt and the search, the document shown and how to leave it, and the
// life cycle of the process.
type App struct {
	opts Options
	screenParts
	promptState
	docState
	lifeState
	less lessState // less's habits: repeat search, marks, files
}

// screenParts are the widgets, how the layout placed them, and what the
// screen shows besides the document.
type screenParts struct {
	tv     *tview.Application
	root   tview.Primitive // the layout's outermost widget
	view   *widgets.DocumentView
	status *widgets.StatusBar
	title  *widgets.Title
	prompt *widgets.Prompt
	links  *widgets.LinksPane
	// promptPlaced: the layout gives the prompt a row of its own.
	promptPlaced bool
	// slot shows the status bar, or the prompt in its place.
	slot *widgets.Slot
	// statusParent is the Flex holding the slot, resized for `v`.
	statusParent *fitFlex
	statusSize   int
	lastRight    string // the status bar's right side as last set
	previewing   bool   // the status bar shows a link's whole destination (v)
	mode         mode   // the mode that takes the keys (hints, the picker); nil: ground
	clipboard    []byte // to copy at the next frame (copy.go), or nil
}

// promptState is the line being typed, the number typed before a key, and
// the search.
type promptState struct {
	inPrompt   bool
	promptKind string
	passKey    bool         // a prompt action leaves the key to the input field
	previewGen atomic.Int64 // counts prompt edits, so only the last one's highlight applies
	count      int          // number prefix being typed, 0 for none
	search     *activeSearch
	match      matching // finding the matches on screen (search.go)
}

// docState is the document shown: its name, where it came from, how to go
// back, and how it is being read.
type docState struct {
	name       string
	path       string
	base       *url.URL
	autoBase   bool // base comes from the document's header, which may still arrive
	history    []page
	opened     outputs // open's commands and their documents
	refreshing atomic.Bool
	lastFresh  atomic.Int64 // when the last refresh ran, in Unix nanoseconds
	followEnd  bool         // G on a stream: stay at the end while it is read
	spillTold  bool         // the stream's SpillErr was shown
	// linkBeforeSource is the link selected when the source view came on.
	linkBeforeSource int64
	targets          hyperlinkTargets // hyperlinkTarget's answers (hyperlinks.go)
}

// lifeState is the process's life cycle: the terminal, signals, and how
// lwl ends.
type lifeState struct {
	execReq      *ExecRequest
	startMoves   bool          // StartAt moves away from the top after the first frame
	landing      *landing      // a jump the end of a document still arriving cut short
	pendingStart *Startup      // a +NUMBER or +/PATTERN waiting for the text it needs
	startLooked  int64         // how far +/PATTERN looked for a match
	startDoc     *doc.Document // the document the start move is for
	started      chan struct{} // closed once the first frame is drawn
	startOnce    sync.Once
	scr          atomic.Pointer[lwlScreen] // the screen, once Run made it
	tty          *gatedTty                 // the terminal, nil on a test's screen
	stopping     atomic.Bool               // Stop was called: lwl is ending
	life         lifecycle                 // what a signal finds lwl doing
	signals      *Signals                  // set by WatchSignals
	term         *Terminal                 // the terminal Run opened, nil on a test's screen
	runDone      atomic.Bool               // Run returned
	exit         func(code int)            // ends the process (forceEnd); nil is os.Exit
	idle         *idleGC                   // collects when the UI is idle
	runs         []runningCommand          // run's commands still running (UI goroutine)
}

// New builds the widgets and layout; nothing is drawn until Run.
func New(opts Options) *App {
	a := &App{opts: opts, screenParts: screenParts{tv: tview.NewApplication()},
		docState: docState{name: opts.Name, path: opts.Path}, lifeState: lifeState{started: make(chan struct{}), idle: newIdleGC()}}
	dc := opts.Layout.Document
	d := doc.New(opts.Source, doc.ParseOptions{HideBrackets: !dc.LinkBrackets, LinkNumbers: dc.LinkNumbers,
		Links: DocumentLinks(dc.Links, opts.Name, opts.Source), Markers: dc.Markers})
	vo := widgets.DocumentOptions{
		Wrap: dc.Wrap, TabWidth: dc.TabWidth, Padding: dc.Padding, LineNumbers: dc.LineNumbers, NoColors: !dc.Colors,
		Squeeze: opts.Squeeze, HeaderLines: opts.HeaderLines, SectionHeader: !dc.NoSectionHeader,
	}
	if hyperlinksWanted(dc.Hyperlinks, os.Getenv) {
		vo.Hyperlinks = &widgets.Hyperlinks{Target: a.hyperlinkTarget}
	}
	a.view = widgets.NewDocumentView(d, vo, documentStyles(opts.Theme))
	a.view.SetNumberStyle(opts.Theme.Style("hint"))

	a.watch(d)
	a.base = opts.Base
	if a.base == nil {
		a.base = links.HeaderBase(d)
		a.autoBase = true
	}
	a.status = widgets.NewStatusBar(statusStyles(opts.Theme))
	a.title = widgets.NewTitle(opts.Theme.Style("title"))
	a.prompt = widgets.NewPrompt(opts.Theme.Style("prompt"), opts.Theme.Style("mode"))
	a.prompt.SetChangedFunc(a.promptChanged)
	a.slot = widgets.NewSlot(a.status)
	a.links = widgets.NewLinksPane(opts.Theme.Style("links"), opts.Theme.Style("link-active"), a.describeLink)
	a.links.SetDocument(d)
	a.links.SetOnSelect(a.pickLink)
	a.title.SetText(opts.Name)
	a.startHabits()
	a.root = a.build(opts.Layout.Root, nil)
	a.tv.SetRoot(a.root, true)
	a.tv.SetInputCapture(a.handleKey)
	a.setupMouse()
	a.tv.SetFocus(a.view)
	// The status bar's right side depends on the layout, which tview only
	// computes while drawing: set it before each frame from the last
	// layout, and draw once more in the rare case (the first frame, a
	// resize) that the new layout changed it; that frame sends a few cells.
	var rect [4]int // the document view's place when the status was set
	a.tv.SetBeforeDrawFunc(func(screen tcell.Screen) bool {
		a.syncWrap() // the guide wraps by words
		a.beforeDraw()
		rect[0], rect[1], rect[2], rect[3] = a.view.GetRect()
		return false
	})
	a.tv.SetAfterDrawFunc(func(screen tcell.Screen) {
		a.startOnce.Do(func() {
			trace.Log(context.Background(), "start", "first frame drawn")
			close(a.started)
		})
		a.flushClipboard(screen)
		a.idle.frame()
		x, y, w, h := a.view.GetRect()
		if [4]int{x, y, w, h} != rect && a.beforeDraw() {
			go a.tv.Draw()
		}
	})
	return a
}

func documentStyles(t theme.Theme) widgets.DocumentStyles {
	return widgets.DocumentStyles{
		Text: t.Style("text"), Link: t.Style("link"), LinkActive: t.Style("link-active"),
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
	defer a.runDone.Store(true)
	defer a.idle.stop()
	var scr *lwlScreen
	if a.opts.Screen != nil {
		scr = newLwlScreen(a.opts.Screen, nil, nil, false)
	} else {
		t := a.opts.Terminal
		if t == nil {
			t = StartTerminal()
		}
		// Parse the first screen's chunk while the terminal is set up.
		if d := a.view.Document(); d.Complete() && d.NumChunks() > 0 {
			d.Chunk(0)
		}
		trace.Log(context.Background(), "start", "first chunk parsed")
		s, err := t.open()
		trace.Log(context.Background(), "start", "terminal open")
		if err != nil {
			return err
		}
		a.tty, a.term = t.tty, t
		// Last, after tcell's end: a command that lwl waited for (a `>`
		// command ended by a signal) may have left the terminal raw.
		defer t.restoreSettings()
		scr = newLwlScreen(s, t.tty, t.ti, true) // direct output writes where tcell does
		scr.release = t.tty.release
		if a.view.Options().Hyperlinks != nil {
			scr.linkClose = []byte(hyperlinkClose(t.ti))
		}
		t.tty.setOnResize(scr.resized)
	}
	if scr.direct != nil {
		a.view.SetDirect(scr.direct)
	}
	scr.forget = a.view.Invalidate
	a.scr.Store(scr)
	a.tv.SetScreen(scr)
	a.tv.EnablePaste(true) // after SetScreen, so the terminal is told too: a paste is one edit
	// tview applies its mouse setting only to a screen it makes itself.
	a.enableMouse(scr) // the wheel (SPEC: it scrolls), clicks on links
	defer a.stopOutputs()
	defer a.stopRuns()
	defer a.stopPendingFile() // a LESSOPEN preprocessor still preparing runs in its own session
	return a.tv.Run()
}

// Stop ends Run (safe from any goroutine). Keys still queued are dropped.
func (a *App) Stop() {
	a.stopping.Store(true)
	if s := a.scr.Load(); s != nil {
		s.end()
	}
	a.tv.Stop()
}

// watch redraws when d's background line count is done, so the status
// bar's estimate becomes exact.
func (a *App) watch(d *doc.Document) {
	d.SetOnLinesCounted(func() { go a.tv.QueueUpdateDraw(func() {}) }) // the counter must not wait for the UI
}

// interrupt stops what runs in the background (a search, a page still
// loading, a filter filling, G reading a pipe), as ctrl-c does in less; with
// nothing running it quits.
func (a *App) interrupt() {
	if a.searching() {
		a.cancelSearch()
		return
	}
	if a.stopOpen() || a.stopPendingFile() || a.stopRuns() || a.stopFilter() || a.stopReading() || a.stopPendingStart() {
		return
	}
	a.quit()
}

// quit leaves lwl, whatever still runs (Run stops it on the way out): a key
// that quits must quit even when a page finished drawing a moment before its
// command ended. In the guide, and what it opened, it goes back instead, as
// q leaves less's help.
func (a *App) quit() {
	if (a.inGuide() || a.inEmbedded()) && len(a.history) > 0 {
		a.back()
		return
	}
	a.Stop()
}

// handleKey is the input capture: every key goes through the bindings of
// the current mode.
func (a *App) handleKey(ev *tcell.EventKey) *tcell.EventKey {
	if a.stopping.Load() {
		return nil // lwl is ending: keys typed ahead do nothing
	}
	a.endPreview()
	if a.inPrompt {
		return a.promptKey(ev)
	}
	if a.takePending(ev) || a.modeKey(ev) {
		return nil
	}
	a.status.ClearMessage()
	a.landing = nil // a key of the user's wins over a jump still landing; a jump it makes lands anew
	name := config.EventName(ev)
	if ev.Key() == tcell.KeyRune && ev.Rune() >= '0' && ev.Rune() <= '9' && ev.Modifiers() == 0 {
		if _, bound := a.opts.Keys["ground"][name]; !bound {
			a.count = a.count*10 + int(ev.Rune()-'0')
			if a.count > 1e9 {
				a.count = 1e9
			}
			a.status.SetMessage(fmt.Sprint(a.count))
			return nil
		}
	}
	count := a.count
	a.count = 0
	b, ok := a.opts.Keys["ground"][name]
	if !ok {
		a.sayUnbound(name)
		return nil
	}
	if a.enterScrolls(b, name, count) {
		return nil
	}
	if act, ok := groundActions.find(b.Action); ok {
		act.run(a, b.Arg, count)
	}
	if a.previewing {
		_, _, w, _ := a.status.GetRect()
		a.setStatusRows(a.status.Rows(w))
	}
	return nil
}

// statusRows is the status bar's height outside the preview: as the layout
// sizes it, or as a small window shrank it.
func (a *App) statusRows() int {
	return a.statusParent.restingSize(a.slot, a.statusSize)
}

func (a *App) setStatusRows(rows int) {
	if a.statusParent == nil {
		return
	}
	if rows <= 1 {
		rows = a.statusRows()
	}
	_, _, _, h := a.statusParent.GetRect()
	a.statusParent.ResizeItem(a.slot, min(rows, max(h-1, 1)), 0)
}

func (a *App) openGuide() {
	if a.opts.Guide == nil || a.backToGuide() {
		return
	}
	src := doc.BytesSource(a.opts.Guide(a.opts.Keys))
	g := doc.New(src, a.optionsFor("guide", src))
	a.show(g, "guide", "", nil, "")
}
