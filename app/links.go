package app

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"lwl/widgets/doc"
)

// headerBase is the base URL bro's first line gives:
// "Retrieved from [URL](URL) ...".
func headerBase(d *doc.Document) *url.URL {
	if d.NumChunks() == 0 {
		return nil
	}
	c := d.Chunk(0)
	const prefix = "Retrieved from "
	if !strings.HasPrefix(c.Text, prefix) || len(c.Links) == 0 || c.Links[0].Start != len(prefix) {
		return nil
	}
	u, err := url.Parse(c.Links[0].Dest)
	if err != nil || !u.IsAbs() {
		return nil
	}
	return u
}

// ParseBase reads a --base URL; it must be absolute.
func ParseBase(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if !u.IsAbs() {
		return nil, errNotAbsolute
	}
	return u, nil
}

type baseError string

func (e baseError) Error() string { return string(e) }

const errNotAbsolute = baseError("not an absolute URL (it needs a scheme, such as https://)")

// resolve makes a destination absolute against the document's base (RFC
// 3986 reference resolution); without a base, or when it does not parse,
// the destination is returned as written.
func (a *App) resolve(dest string) string {
	if a.base == nil {
		return dest
	}
	ref, err := url.Parse(dest)
	if err != nil || ref.IsAbs() {
		return dest
	}
	return a.base.ResolveReference(ref).String()
}

// localPath is the file a destination names, if it is a local file: a
// file:// URL, or — in a document without a base URL — a path relative to
// the document's folder.
func (a *App) localPath(dest string) (string, bool) {
	u, err := url.Parse(dest)
	if err != nil {
		return "", false
	}
	var p string
	switch {
	case u.Scheme == "file":
		p = u.Path
	case u.Scheme == "" && a.base == nil && u.Host == "":
		p = u.Path
		if p == "" {
			return "", false
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(a.dir(), p)
		}
	default:
		return "", false
	}
	if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
		return "", false
	}
	return p, true
}

// dir is the folder relative destinations start from.
func (a *App) dir() string {
	if a.path != "" {
		return filepath.Dir(a.path)
	}
	wd, _ := os.Getwd()
	return wd
}

// filePath is the current document's path for LWL_FILE ("" for a pipe).
func (a *App) filePath() string { return a.path }

// follow opens the selected link: a local file inside lwl, anything else
// with the browser command (run in lwl's place).
func (a *App) follow(browser string) {
	l, ok := a.view.Document().Link(a.view.SelectedLink())
	if !ok {
		a.status.SetMessage("No link to follow")
		return
	}
	dest := a.resolve(l.Dest)
	if p, ok := a.localPath(dest); ok {
		a.openLocal(p)
		return
	}
	if prog := missingProgram(browser); prog != "" {
		a.status.SetError(prog + " is not installed (not found on PATH): cannot follow " + dest)
		return
	}
	a.execute(browser)
}

// openLocal shows a local file, remembering the current place to come back.
func (a *App) openLocal(p string) {
	src, err := doc.OpenFile(p)
	if err != nil {
		a.status.SetError(p + ": " + err.Error())
		return
	}
	a.push()
	a.endSearch()
	d := doc.New(src, a.view.Document().Options())
	a.view.SetDocument(d)
	a.path = p
	a.base = headerBase(d)
	a.name = displayName(p)
	a.title.SetText(a.name)
}

// displayName shortens a path under the working folder.
func displayName(p string) string {
	if wd, err := os.Getwd(); err == nil {
		if r, err := filepath.Rel(wd, p); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return p
}
