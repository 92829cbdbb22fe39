package files

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"lwl/widgets/doc"
)

// OpenPath shows the local file or folder p (written as the link gives it,
// for messages): a file inside lwl (a FIFO as a stream, opened once), a
// folder as a listing of its entries (as w3m does), so a notes folder can
// be browsed; a path that does not exist is said to, rather than handed to
// a browser. A device is not opened: the document's author chose it, not
// the user, and opening some has effects (a tape rewinds, a watchdog
// starts).
func (c *Controller) OpenPath(p, written, frag string) {
	st, err := os.Stat(p)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		c.host.SetError(written + ": no such file")
	case err != nil:
		c.host.SetError(written + ": " + statReason(err))
	case st.IsDir():
		c.openListing(p)
	case st.Mode()&fs.ModeDevice != 0:
		c.host.SetError(written + ": a device, not opened from a link")
	case !st.Mode().IsRegular() && st.Mode()&fs.ModeNamedPipe == 0:
		c.host.SetError(written + ": not a regular file")
	default:
		c.host.OpenLocal(p, frag)
	}
}

// statReason is the short reason a path could not be looked at.
func statReason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// openListing shows the folder dir as a document of links, one an entry.
// Its base is the folder's file:// URL, so every entry opens in lwl.
func (c *Controller) openListing(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		c.host.SetError(dir + ": " + statReason(err))
		return
	}
	name := DisplayName(dir)
	if name == "." {
		name = dir
	}
	if !strings.HasSuffix(name, "/") {
		name += "/"
	}
	base := &url.URL{Scheme: "file", Path: strings.TrimSuffix(filepath.ToSlash(dir), "/") + "/"}
	c.host.ShowPage(listing(name, dir, entries), name, base)
}

// DisplayName shortens a path under the working folder.
func DisplayName(p string) string {
	if wd, err := os.Getwd(); err == nil {
		if r, err := filepath.Rel(wd, p); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return p
}

// listing writes a folder's entries as links, folders first marked with a
// "/", then the rest, each group by name; ".." leads up.
func listing(name, dir string, entries []fs.DirEntry) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "Index of %s\n\n", doc.EscapeText(listingText(name)))
	b.WriteString("  [../](../)\n")
	slices.SortStableFunc(entries, func(x, y fs.DirEntry) int {
		if dx, dy := isDirEntry(dir, x), isDirEntry(dir, y); dx != dy {
			if dx {
				return -1
			}
			return 1
		}
		return strings.Compare(x.Name(), y.Name())
	})
	for _, e := range entries {
		n := e.Name()
		if isDirEntry(dir, e) {
			n += "/"
		}
		fmt.Fprintf(&b, "  [%s](%s)\n", doc.EscapeText(listingText(n)), listingDest(n))
	}
	if len(entries) == 0 {
		b.WriteString("\n(empty folder)\n")
	}
	return []byte(b.String())
}

// isDirEntry reports a folder of dir, or a symbolic link to one.
func isDirEntry(dir string, e fs.DirEntry) bool {
	if e.Type()&fs.ModeSymlink != 0 {
		st, err := os.Stat(filepath.Join(dir, e.Name()))
		return err == nil && st.IsDir()
	}
	return e.IsDir()
}

// listingText keeps a name on its line: a line break in a file name would
// end the line (other control bytes show as tokens).
func listingText(name string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return '?'
		}
		return r
	}, name)
}

// listingDest is an entry's destination relative to the folder: its name
// percent-encoded (so spaces, brackets and control bytes cannot end or
// break the link), with "./" before a name whose colon would read as a
// scheme.
func listingDest(name string) string {
	d := (&url.URL{Path: name}).EscapedPath()
	d = strings.NewReplacer("(", "%28", ")", "%29").Replace(d)
	if strings.Contains(d, ":") {
		d = "./" + d
	}
	return d
}
