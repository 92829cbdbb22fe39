package app

import (
	"net/url"
	"strings"
	"unicode"

	"lwl/app/files"
	"lwl/app/links"
	"lwl/internal/quote"
	"lwl/widgets"
	"lwl/widgets/doc"
)

// follow opens the selected link: a section of this document, a document
// shipped inside lwl, a local file or folder inside lwl, anything else with
// the browser command (run in lwl's place).
func (a *App) follow(browser string) {
	if _, ok := a.linkOut("follow", browser); ok {
		a.followInPlace(browser)
	}
}

// linkOut is the selected link's destination when cmd is to take it (verb,
// "follow" or "open", names what the key does): a section, a shipped
// document or a local file opens here instead (followHere), and no link,
// one off screen or a program that is not installed is said and gives
// false.
func (a *App) linkOut(verb, cmd string) (dest string, ok bool) {
	l, ok := a.usableLink("No link to " + verb)
	if !ok {
		return "", false
	}
	dest, here := a.followHere(l)
	if here {
		return "", false
	}
	if prog := links.MissingProgram(cmd); prog != "" {
		if verb != "follow" || !a.shown.browse.BrowserFallback(prog, dest) {
			a.ui.status.SetError(prog + " is not installed (not found on PATH): cannot " + verb + " " + dest)
		}
		return "", false
	}
	a.shown.browse.MarkVisited(dest)
	return dest, true
}

// followHere opens l inside lwl when lwl can: a section of this document,
// a document shipped inside lwl, a local file or folder; a file on another
// host is refused here (app/links/filehost.go). It returns the resolved destination,
// and whether the link was dealt with here; if not, a command is to open
// it (follow's browser, open's converter).
func (a *App) followHere(l doc.Link) (dest string, here bool) {
	if i, ok := a.shown.browse.HistoryEntry(l.Dest); ok {
		a.shown.browse.GoHistory(i)
		return "", true
	}
	if frag, ok := a.sameDocument(l.Dest); ok {
		a.jumpToSection(frag)
		return "", true
	}
	dest = a.resolve(l.Dest)
	if name, ok := strings.CutPrefix(dest, links.EmbeddedScheme+":"); ok {
		a.shown.browse.MarkVisited(dest)
		a.openEmbedded(name)
		return dest, true
	}
	if host, ok := links.RemoteFileHost(dest); ok {
		a.ui.status.SetError(dest + ": a file on another host (" + host + "), not opened")
		return dest, true
	}
	if p, written, ok := a.localPath(dest); ok {
		frag := ""
		if u, err := url.Parse(dest); err == nil {
			frag = u.Fragment
		}
		a.shown.browse.MarkVisited(dest)
		a.less.files.OpenPath(p, written, frag)
		return dest, true
	}
	return dest, false
}

// openLocal shows a local file, remembering the current place to come back,
// at the section frag names if there is one.
func (a *App) openLocal(p, frag string) {
	src, err := doc.OpenWith(p, a.SourceChanged, a.openOptions()) // a file in /proc is read as a stream
	if err != nil {
		a.ui.status.SetError(quote.FileError(p, err).Error())
		return
	}
	d := doc.New(src, a.optionsFor(p, src))
	a.show(d, files.DisplayName(p), p, links.HeaderBase(d), frag)
}

// openEmbedded shows a document shipped inside lwl ("README.md#keys").
func (a *App) openEmbedded(ref string) {
	name, frag, _ := strings.Cut(ref, "#")
	var text []byte
	ok := false
	if a.opts.Docs != nil {
		text, ok = a.opts.Docs(name)
	}
	if !ok {
		a.ui.status.SetError("no document " + name + " inside lwl")
		return
	}
	src := doc.BytesSource(text)
	a.show(doc.New(src, a.optionsFor(name, src)), name, "", links.EmbeddedBase(name), frag)
}

// show replaces the document on screen, keeping the current one in the
// history for back.
func (a *App) show(d *doc.Document, name, path string, base *url.URL, frag string) {
	a.push()
	a.present(d, nil, name, path, base, false)
	a.shown.browse.FragmentLooked() // frag, if any, is looked for here
	if frag != "" {
		if p, ok := findSection(d, frag); ok {
			a.ui.view.ScrollTo(p)
		} else {
			a.ui.status.SetMessage("No section #" + frag)
		}
	}
}

// present puts d on screen, at st's place (nil: its top), named name (path
// its file, "" for none; base what its links resolve against), and lets go
// of the document it replaces.
func (a *App) present(d *doc.Document, st *widgets.ViewState, name, path string, base *url.URL, autoBase bool) {
	old := a.ui.view.Document()
	a.endSearch()
	a.watch(d)
	if st != nil {
		st.Doc = d
		a.ui.view.Restore(*st)
	} else {
		a.ui.view.SetDocument(d)
	}
	if old != d {
		leave(old)
	}
	a.shown.nowShows(name, path, base, autoBase)
	a.ui.title.SetText(name)
}

// jumpToSection shows a section of the document on screen; backspace
// returns to where the link was.
func (a *App) jumpToSection(frag string) {
	p, ok := findSection(a.ui.view.Document(), frag)
	if !ok {
		a.ui.status.SetMessage("No section #" + frag)
		return
	}
	a.push()
	a.noteJump()
	a.ui.view.ScrollTo(p)
}

// findSection finds the heading a fragment names: a line starting with #
// whose title, lower-cased with spaces as hyphens and punctuation dropped
// (as GitHub makes anchors), is frag, or that holds a link to #frag (bro
// writes a page's anchors so: "### [1.1](#section-1.1). Overview"). Only
// the first few MB are looked at.
func findSection(d *doc.Document, frag string) (doc.Pos, bool) {
	frag = strings.ToLower(frag)
	for k := 0; k < min(d.NumChunks(), 64); k++ {
		c := d.Chunk(k)
		text := c.Text
		for off := 0; off < len(text); {
			end := strings.IndexByte(text[off:], '\n')
			if end < 0 {
				end = len(text)
			} else {
				end += off
			}
			if line := strings.TrimSpace(text[off:end]); strings.HasPrefix(line, "#") {
				if slug(strings.TrimLeft(line, "# ")) == frag || anchorIn(c, off, end, frag) {
					return doc.Pos{Chunk: k, Off: off}, true
				}
			}
			off = end + 1
		}
	}
	return doc.Pos{}, false
}

// anchorIn reports whether the chunk's text [from, to) holds a link to
// "#frag" (frag lower case).
func anchorIn(c *doc.Chunk, from, to int, frag string) bool {
	for _, l := range c.Links {
		if l.Start >= from && l.Start < to && strings.EqualFold(l.Dest, "#"+frag) {
			return true
		}
	}
	return false
}

func slug(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		switch {
		case r == ' ' || r == '-':
			b.WriteRune('-')
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
