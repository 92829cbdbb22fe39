// Package session keeps the history of the pages one user visits in a row,
// across pages and across lwl processes: when lwl hands a link to bro
// (whose follow replaces lwl), bro starts a new lwl on the next page, and
// that lwl continues the same history. The history lives in a folder, the
// session, named by the environment variable LWL_SESSION that lwl passes
// on; the folder is under $XDG_RUNTIME_DIR/lwl/sessions, else
// $XDG_STATE_HOME/lwl/sessions (else ~/.local/state/lwl/sessions).
//
//	session.CleanStale(os.Getenv)          // at start: sessions whose lwl are all gone
//	s, err := session.Open(os.Getenv)      // joins $LWL_SESSION, else a new one; err: say it once
//	os.Unsetenv(session.EnvName)           // only follow passes it on, with s.Env()
//	s.Push(session.Page{Name: name, File: path, URL: base, Title: title})
//	s.SaveText(r)                          // a pipe's bytes, before leaving its page
//	s.UpdatePlace(place)                   // before leaving a page, and before follow
//	v, err := s.Back()                     // or Forward(), or Go(i) from List()
//	open(v.Source); restore(v.Place)       // the page again, at its place
//	cmd.Env = append(os.Environ(), s.Env()) // for follow's command
//	s.Release()                            // when this lwl ends (not when it execs follow)
//
// s is nil only when no session folder can be used at all (err says why);
// a nil *Session's methods do nothing, so the app needs no checks.
//
// A page is its name, its regular file's path (File) or else a copy of its
// text (a pipe's bytes), its URL or base, its title and its place (the top
// line, the left column, the selected link). Bounds: MaxPages pages (the
// oldest dropped) and MaxBytes of stored text in all (the oldest pages'
// texts dropped first; Back and Forward skip a page whose text is gone; a
// text larger than MaxBytes is not kept).
//
// Safety: a session folder that is missing, a symbolic link, not a folder,
// owned by another user, open to group or others, or whose index is
// unreadable or corrupt is ignored (Open says so in one line and starts a
// new session); LWL_SESSION is a name, never a path, so nothing outside the
// sessions folder is ever followed. Folders are mode 0700, files 0600.
// Each change takes the session's lock (flock), re-reads the index and
// replaces it by a rename, so several lwl in one session never see half an
// index. The session is removed when the last lwl in it releases it; its
// lwl are known by process id, and one whose process is gone does not count.
package session

import (
	"errors"
	"path/filepath"

	"lwl/internal/safefile"
)

// EnvName is the variable that names the session to a new lwl.
const EnvName = "LWL_SESSION"

// MaxPages is how many pages a session keeps.
const MaxPages = 100

// MaxBytes bounds the texts a session stores, in all.
const MaxBytes = 64 << 20

// Place is where a page was looked at.
type Place struct {
	Top  int `json:"top"`  // the line at the top of the screen
	Left int `json:"left"` // the first column shown
	Link int `json:"link"` // the selected link's index, -1 for none
}

// Page is one page of the history.
type Page struct {
	Name  string `json:"name"`            // as the title bar shows it
	File  string `json:"file,omitempty"`  // a regular file's path; "" for a stored text
	URL   string `json:"url,omitempty"`   // the page's URL, or base for its links
	Title string `json:"title,omitempty"` // the document's title
	Place Place  `json:"place"`

	Text     string `json:"text,omitempty"` // the stored copy's name in the session folder
	TextSize int64  `json:"textSize,omitempty"`
}

// Visit is a page to show again.
type Visit struct {
	Page
	Index   int    // its place in the history, 0 the oldest
	Source  string // the file to read: File, or the stored copy; "" when its text was dropped
	Current bool   // the page the history is at
}

// Session is this lwl's handle on its session.
type Session struct {
	dir  string // the session folder
	name string
	pid  int
}

// ErrNoPage is Back's or Forward's answer when there is no page that way.
var ErrNoPage = errors.New("no page that way")

// Root is the folder of the sessions for the environment getenv reads, ""
// when there is none.
func Root(getenv func(string) string) string {
	if x := getenv("XDG_RUNTIME_DIR"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "lwl", "sessions")
	}
	if s := safefile.StateDir(getenv); s != "" {
		return filepath.Join(s, "sessions")
	}
	return ""
}

// Env is the variable to give a child lwl so it joins this session:
// "LWL_SESSION=name".
func (s *Session) Env() string {
	if s == nil {
		return ""
	}
	return EnvName + "=" + s.name
}

// Name is the session's name.
func (s *Session) Name() string {
	if s == nil {
		return ""
	}
	return s.name
}

// Dir is the session's folder.
func (s *Session) Dir() string {
	if s == nil {
		return ""
	}
	return s.dir
}
