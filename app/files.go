package app

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/internal/lessopen"
	"lwl/internal/quote"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// Several files, as in less: lwl a b c shows a; :n and :p go to the next and
// previous file, :x to the first, :e FILE adds a file after this one and
// shows it. Each file keeps its place, selection and search for when it is
// shown again. A file that cannot be opened is a message when it is reached;
// the files past it are still there. This list is separate from the back
// history of links followed.

// FileArg is a file named on the command line.
type FileArg struct {
	Name string // as typed, shown in the status bar
	Path string // absolute
}

// fileState is a file's place when it was left.
type fileState struct {
	seen        bool
	top         int64
	hscroll     int
	link, match int64
	query       string
	backward    bool
	// stream is the file's text when it is read as a stream (a FIFO, a
	// device, /proc): opening it again would wait for another writer, or
	// take bytes another read is owed, so it is opened once.
	stream doc.Source
}

// fileList is the files lwl was started with, and which one is shown.
type fileList struct {
	files []FileArg
	state []fileState
	cur   int
	// pending is the file whose preprocessor has not answered yet.
	pending *pendingFile
}

// fileListOf makes the list, showing file cur.
func fileListOf(files []FileArg, cur int) *fileList {
	return &fileList{files: files, state: make([]fileState, len(files)), cur: cur}
}

// fileNumber is " (2 of 3)" while one of several files is shown.
func (a *App) fileNumber() string {
	l := a.less.files
	if l == nil || len(l.files) < 2 || !a.showingListed() {
		return ""
	}
	return fmt.Sprintf(" (%d of %d)", l.cur+1, len(l.files))
}

// showingListed reports whether the document on screen is the list's
// current file (not a document a link led to).
func (a *App) showingListed() bool {
	l := a.less.files
	return l != nil && a.shown.path != "" && a.shown.path == l.files[l.cur].Path
}

// colonKey is ":": the next key says which file command.
func (a *App) colonKey() {
	a.await(":  n next file, p previous, x first, e open a file, f file info, q quit", func(ev *tcell.EventKey) {
		if abandoned(ev) {
			return
		}
		switch ev.Rune() {
		case 'n':
			a.nextFile(+1)
		case 'p':
			a.nextFile(-1)
		case 'x':
			a.firstFile()
		case 'e':
			if a.refuseSecure(":e") {
				return
			}
			a.openPrompt("edit")
		case 'f':
			a.fileInfo()
		case 'q', 'Q':
			a.quit()
		default:
			a.ui.status.SetError("Unknown command: :" + config.EventName(ev) + " (:n :p :x :e :f :q)")
		}
	})
}

// nextFile is :n (dir +1) and :p (dir -1): the next file that opens in that
// direction; the ones that do not are named in the message.
func (a *App) nextFile(dir int) {
	l := a.less.files
	if l == nil || len(l.files) < 2 {
		a.ui.status.SetMessage("No other file (lwl FILE1 FILE2 ... opens several)")
		return
	}
	a.goFile(l.cur+dir, dir)
}

// firstFile is :x.
func (a *App) firstFile() {
	l := a.less.files
	if l == nil {
		a.ui.status.SetMessage("No list of files")
		return
	}
	if l.cur == 0 && a.showingListed() {
		a.ui.status.SetMessage("Already at the first file")
		return
	}
	a.goFile(0, +1)
}

// goFile shows file i, or else the first one past it in direction dir that
// opens.
func (a *App) goFile(i, dir int) {
	l := a.less.files
	var failed []string
	for ; i >= 0 && i < len(l.files); i += dir {
		if i == l.cur && a.showingListed() {
			break
		}
		err := a.showFile(i)
		if err == nil {
			if len(failed) > 0 {
				a.ui.status.SetError(strings.Join(failed, "; "))
			}
			return
		}
		failed = append(failed, err.Error())
	}
	switch {
	case len(failed) > 0:
		a.ui.status.SetError(strings.Join(failed, "; "))
	case dir > 0:
		a.ui.status.SetMessage("No next file")
	default:
		a.ui.status.SetMessage("No previous file")
	}
}

// saveFile keeps the place in the list's current file, if it is on screen.
func (a *App) saveFile() {
	l := a.less.files
	if !a.showingListed() {
		return
	}
	d, st := a.ui.view.Document(), a.ui.view.State()
	s := fileState{seen: true, top: d.SrcOffset(st.Top), hscroll: st.HScroll,
		link: st.SelectedLink, match: st.SelectedMatch}
	if src, ok := d.Source().(*doc.StreamSource); ok {
		s.stream = src
	}
	if a.input.search.Active() != nil {
		s.query, s.backward = a.input.search.Last()
	}
	l.state[l.cur] = s
}

// showFile opens file i of the list in place of the document on screen,
// where it was left. Through LESSOPEN it is shown once the preprocessor
// gave its text (showFileLater).
func (a *App) showFile(i int) error {
	l := a.less.files
	f := l.files[i]
	src := l.state[i].stream
	if src == nil && a.opts.LessOpen != nil && lessopen.Preprocessable(f.Path) {
		a.showFileLater(i)
		return nil
	}
	if src == nil {
		var err error
		if src, err = doc.OpenWith(f.Path, a.SourceChanged, a.openOptions()); err != nil {
			return fileError(f, err)
		}
	}
	a.showFileSource(i, src)
	return nil
}

// fileError is why the file f did not open.
func fileError(f FileArg, err error) error {
	return fmt.Errorf("%s: %v", quote.Name(f.Name), quote.Unwrap(err))
}

// showFileSource shows file i of the list, read from src, where it was
// left.
func (a *App) showFileSource(i int, src doc.Source) {
	l := a.less.files
	f := l.files[i]
	a.clearFilter() // a file's place is kept in the whole file
	if a.showingListed() {
		a.saveFile()
	} else {
		a.push() // a linked document or a pipe: back returns to it
	}
	old := a.ui.view.Document()
	d := doc.New(src, a.optionsFor(f.Name, src))
	a.endSearch()
	a.watch(d)
	st := l.state[i]
	if st.seen {
		a.ui.view.Restore(widgets.ViewState{Doc: d, Top: d.PosOfSrc(min(st.top, d.Size())), HScroll: st.hscroll,
			SelectedLink: st.link, SelectedMatch: st.match})
	} else {
		a.ui.view.SetDocument(d)
	}
	leave(old)
	l.cur = i
	a.shown.nowShows(f.Name, f.Path, nil, false)
	a.shown.takeBase(a.opts.Base, d)
	a.ui.title.SetText(f.Name)
	if st.query != "" {
		a.startSearch(st.query, st.backward)
		a.input.search.Searched(st.query, st.backward)
		a.ui.view.SelectMatch(st.match) // where it was: the search does not move on
		a.ui.view.SelectLink(st.link)
	}
}

// editFile is :e FILE: the file joins the list after the current one and
// is shown. Blanks around the name are dropped, as less does: ":e" then a
// space before the name is how it reads, and a paste may bring a newline.
func (a *App) editFile(name string) {
	name = strings.Trim(name, " \t\r\n")
	if name == "" {
		return
	}
	if a.refuseSecure(":e") {
		return
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		a.ui.status.SetError(name + ": " + err.Error())
		return
	}
	l := a.less.files
	if l == nil {
		var cur []FileArg
		if a.shown.path != "" {
			cur = []FileArg{{Name: a.shown.name, Path: a.shown.path}}
		}
		l = fileListOf(cur, 0)
		a.less.listFiles(l)
	}
	at := 0
	if len(l.files) > 0 {
		at = l.cur + 1
	}
	l.files = append(l.files[:at], append([]FileArg{{Name: name, Path: abs}}, l.files[at:]...)...)
	l.state = append(l.state[:at], append([]fileState{{}}, l.state[at:]...)...)
	if err := a.showFile(at); err != nil {
		// keep the list as it was: a mistyped name is not a file
		l.files = append(l.files[:at], l.files[at+1:]...)
		l.state = append(l.state[:at], l.state[at+1:]...)
		a.ui.status.SetError(err.Error())
	}
}
