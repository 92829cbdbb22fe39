package links

import (
	"net/url"
	"strings"

	"lwl/internal/linkescape"
)

// ForCommand is a destination as lwl hands it to a command ($LINK, and so
// the browser's argument): control bytes (C0, DEL, C1) and bytes that are
// not UTF-8 are percent-encoded, so no terminal or program ever sees them
// raw, and a destination that starts with "-" (a relative path: a scheme
// starts with a letter) goes as "./-…", so it can never be read as an
// option. A NUL becomes %00, which every command can be given.
func ForCommand(dest string) string {
	if strings.HasPrefix(dest, "-") {
		return "./" + linkescape.Controls(dest)
	}
	return linkescape.Controls(dest)
}

// Outgoing is a destination as it leaves lwl, for a command or as a
// hyperlink: control bytes percent-encoded (the one rule for both, which
// also lets a destination that holds them be resolved), then resolved
// against the document's base.
func Outgoing(base *url.URL, dest string) string {
	return Resolve(base, linkescape.Controls(dest))
}

// CommandEnv returns env with LINK, LINK_TEXT and LWL_FILE set (replacing
// any inherited values).
func CommandEnv(env []string, link, text, file string) []string {
	out := make([]string, 0, len(env)+3)
	for _, kv := range env {
		if strings.HasPrefix(kv, "LINK=") || strings.HasPrefix(kv, "LINK_TEXT=") || strings.HasPrefix(kv, "LWL_FILE=") {
			continue
		}
		out = append(out, kv)
	}
	return append(out, "LINK="+link, "LINK_TEXT="+text, "LWL_FILE="+file)
}
