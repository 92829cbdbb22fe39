// Package browser finds the program that opens a URL when bro is not on
// PATH: each command of $BROWSER in turn, then the system's opener
// (xdg-open, or open on macOS).
//
//	for _, c := range browser.Commands(url, os.Getenv, exec.LookPath) {
//		if exec.Command(c.Argv[0], c.Argv[1:]...).Start() == nil {
//			status(c.Desc) // "ran firefox"
//			break
//		}
//	}
//
// $BROWSER follows the convention programs share: a colon-separated list
// of commands, tried in order; in each, %s is replaced by the URL (%% is a
// %), and when there is no %s the URL is added as the last argument. A
// command is split at spaces and run without a shell, so the URL is always
// one argument, never read as shell words. Only commands whose program
// lookPath finds are returned. A URL starting with "-" gets no command: a
// program would read it as an option.
package browser

import (
	"path/filepath"
	"runtime"
	"strings"
)

// Command is one way to open the URL.
type Command struct {
	Argv []string // the program, then its arguments
	Desc string   // what ran, for the status bar: "ran firefox"
}

// Commands are the commands that open url, in the order to try them.
func Commands(url string, getenv func(string) string, lookPath func(string) (string, error)) []Command {
	return commands(url, getenv, lookPath, runtime.GOOS)
}

func commands(url string, getenv func(string) string, lookPath func(string) (string, error), goos string) []Command {
	if url == "" || strings.HasPrefix(url, "-") {
		return nil
	}
	var out []Command
	for _, entry := range strings.Split(getenv("BROWSER"), ":") {
		if argv := expand(entry, url); argv != nil {
			out = appendFound(out, argv, lookPath)
		}
	}
	opener := "xdg-open"
	if goos == "darwin" {
		opener = "open"
	}
	return appendFound(out, []string{opener, url}, lookPath)
}

// expand is one $BROWSER entry as argv for url, nil for an empty entry.
func expand(entry, url string) []string {
	fields := strings.Fields(entry)
	if len(fields) == 0 {
		return nil
	}
	placed := false
	for i, f := range fields {
		var b strings.Builder
		for j := 0; j < len(f); j++ {
			if f[j] == '%' && j+1 < len(f) && (f[j+1] == 's' || f[j+1] == '%') {
				if f[j+1] == 's' {
					b.WriteString(url)
					placed = true
				} else {
					b.WriteByte('%')
				}
				j++
				continue
			}
			b.WriteByte(f[j])
		}
		fields[i] = b.String()
	}
	if !placed {
		fields = append(fields, url)
	}
	return fields
}

func appendFound(out []Command, argv []string, lookPath func(string) (string, error)) []Command {
	if _, err := lookPath(argv[0]); err != nil {
		return out
	}
	return append(out, Command{Argv: argv, Desc: "ran " + filepath.Base(argv[0])})
}
