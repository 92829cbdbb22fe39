package app

import (
	"net/url"
	"path"
	"strings"

	"lwl/widgets/doc"
)

// Documents shipped inside lwl (the README, the default keys.yaml…) are
// named lwl:NAME. One of them is read with the base lwl:NAME, so its
// relative links ("keys.yaml", "#keys") name the shipped documents and its
// own sections, never files of the folder lwl was started in.

// embeddedScheme is the scheme of the documents shipped inside lwl.
const embeddedScheme = "lwl"

// embeddedBase is the base URL of the shipped document name.
func embeddedBase(name string) *url.URL {
	return &url.URL{Scheme: embeddedScheme, Opaque: name}
}

// resolveEmbedded resolves dest in the shipped document name: a relative
// path against name's folder, a fragment alone within name. Anything with
// a scheme or a host stays as written.
func resolveEmbedded(name, dest string) string {
	ref, err := url.Parse(dest)
	if err != nil || ref.IsAbs() || ref.Host != "" || ref.Opaque != "" {
		return dest
	}
	p := name
	switch {
	case strings.HasPrefix(ref.Path, "/"):
		p = strings.TrimPrefix(path.Clean(ref.Path), "/")
	case ref.Path != "":
		p = path.Join(path.Dir(name), ref.Path)
	}
	s := embeddedScheme + ":" + p
	if ref.Fragment != "" {
		s += "#" + ref.Fragment
	}
	return s
}

// inEmbedded reports whether the document shown is one shipped inside lwl.
func (a *App) inEmbedded() bool { return a.base != nil && a.base.Scheme == embeddedScheme }

// inGuide reports whether the document shown is the guide.
func (a *App) inGuide() bool { return a.name == "guide" && a.path == "" }

// backToGuide handles the guide key while the guide, or a document it led
// to, is shown: the guide is not opened a second time on top; from a
// shipped document lwl goes back to the guide it came from. It reports
// whether it did so.
func (a *App) backToGuide() bool {
	if a.inGuide() {
		a.status.SetMessage("This is the guide")
		return true
	}
	for a.inEmbedded() && len(a.history) > 0 {
		a.back()
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
	a.view.SetWrap(m)
}
