package main

import (
	"errors"
	"os"
	"strings"
	"syscall"

	"lwl/app/session"
	"lwl/app/visited"
	"lwl/internal/quote"
)

// openAcross opens what lwl shares with other lwl: the session of the
// history across pages and the visited links. note says in one line what
// was ignored. Secure mode keeps neither: no file is written.
func openAcross(secure bool) (s *session.Session, v *visited.Visited, note string) {
	defer os.Unsetenv(session.EnvName) // only follow's command is handed the session
	var notes []string
	if !secure {
		session.CleanStale(os.Getenv) // what it cannot clean, it leaves: nothing to say
		var err error
		// With no folder to keep a session in at all (a $HOME that is no
		// folder, already warned about), B says so when asked.
		if s, err = session.Open(os.Getenv); err != nil && s != nil {
			notes = append(notes, err.Error())
		}
	}
	v, err := visited.Open(os.Getenv, secure)
	if err != nil && !errors.Is(err, syscall.ENOTDIR) {
		notes = append(notes, "visited links: "+err.Error())
	}
	return s, v, quote.Message(strings.Join(notes, "; "))
}
