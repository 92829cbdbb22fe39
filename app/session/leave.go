package session

import "slices"

// Leave takes this lwl out of the session but keeps the session, for an
// lwl about to exec follow's command: its process goes on as that command
// (bro, waiting for the lwl it starts), and must not keep the session
// alive after the last lwl in it ends. The lwl started next joins within
// the quiet time CleanStale leaves a session just changed.
func (s *Session) Leave() error {
	if s == nil {
		return nil
	}
	return s.change(func(ix *index) error {
		ix.PIDs = slices.DeleteFunc(ix.PIDs, func(p int) bool { return p == s.pid })
		return nil
	})
}
