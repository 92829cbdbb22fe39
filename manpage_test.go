package main

import (
	"bufio"
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"
	"gopkg.in/yaml.v3"
)

// The man page, lwl.1, is kept in step with the flags and keys: every flag
// --help prints has an entry in OPTIONS, and every binding of keys.yaml an
// entry in KEYS that names its key and, in brackets, its action.

func readManPage(t *testing.T) map[string]string {
	t.Helper()
	src, err := os.ReadFile("lwl.1")
	if err != nil {
		t.Fatalf("the man page: %v", err)
	}
	return manSections(string(src))
}

// tagNames are the names an entry's tag lists: "-x N, --tabs N" gives -x
// and --tabs; "j, e, down" gives j, e and down.
func tagNames(tag string) []string {
	var names []string
	for part := range strings.SplitSeq(tag, ", ") {
		if f := strings.Fields(part); len(f) > 0 {
			names = append(names, f[0])
		}
	}
	return names
}

// helpNames are the flags and start commands lwl --help prints, taken from
// the flag set and the usage it writes.
func helpNames() []string {
	var names []string
	newFlagSet(&flags{}).VisitAll(func(fg *pflag.Flag) {
		if fg.Hidden {
			return
		}
		names = append(names, "--"+fg.Name)
		if fg.Shorthand != "" {
			names = append(names, "-"+fg.Shorthand)
		}
	})
	var help bytes.Buffer
	usage(&help)
	sc := bufio.NewScanner(&help)
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) > 0 && strings.HasPrefix(f[0], "+") {
			names = append(names, f[0])
		}
	}
	return names
}

func TestManPageOptionsNameEveryFlag(t *testing.T) {
	var tagged []string
	for _, e := range manEntries(readManPage(t)["OPTIONS"]) {
		tagged = append(tagged, tagNames(e.tag)...)
	}
	names := helpNames()
	if len(names) < 10 {
		t.Fatalf("only %d flags found in the flag set: %v", len(names), names)
	}
	for _, name := range names {
		if !slices.Contains(tagged, name) {
			t.Errorf("lwl --help prints %s, which OPTIONS in lwl.1 has no entry for", name)
		}
	}
}

// keyAction is how KEYS names a binding's action: in full, except that of
// a command action, whose command is the user's; "" for none.
func keyAction(binding string) string {
	f := strings.Fields(binding)
	switch {
	case len(f) == 0 || f[0] == "none":
		return ""
	case slices.Contains([]string{"follow", "open", "fork", "exec", "run"}, f[0]):
		return f[0]
	}
	return strings.Join(f, " ")
}

// modeOf is the keys.yaml mode a KEYS subsection is about: "(keys.yaml:
// prompt)" in its title names one, others are the ground mode's.
func modeOf(sub string) string {
	_, after, ok := strings.Cut(sub, "(keys.yaml: ")
	if !ok {
		return "ground"
	}
	mode, _, _ := strings.Cut(after, ")")
	return mode
}

func TestManPageKeysNameEveryBinding(t *testing.T) {
	var modes map[string]map[string]string
	if err := yaml.Unmarshal(defaultKeys, &modes); err != nil {
		t.Fatalf("keys.yaml: %v", err)
	}
	entries := manEntries(readManPage(t)["KEYS"])
	if len(entries) < 20 {
		t.Fatalf("only %d entries in KEYS", len(entries))
	}
	for mode, bindings := range modes {
		for key, binding := range bindings {
			action := keyAction(binding)
			if action == "" {
				continue
			}
			i := slices.IndexFunc(entries, func(e manEntry) bool {
				return modeOf(e.sub) == mode && slices.Contains(tagNames(e.tag), key)
			})
			if i < 0 {
				t.Errorf("keys.yaml binds %s: %s in %s; KEYS in lwl.1 has no entry for %s", key, binding, mode, key)
				continue
			}
			if e := entries[i]; !strings.Contains(e.body, "["+action) {
				t.Errorf("KEYS in lwl.1: %s (%s) does not say [%s], which keys.yaml binds it to: %q", key, mode, action, e.body)
			}
		}
	}
	// An entry that names an action must list only keys bound so: a key
	// taken out of keys.yaml leaves the page too.
	for _, e := range entries {
		if !strings.Contains(e.body, "[") {
			continue
		}
		for _, key := range tagNames(e.tag) {
			if _, ok := modes[modeOf(e.sub)][key]; !ok {
				t.Errorf("KEYS in lwl.1 lists %s under %q, which keys.yaml does not bind in %s", key, e.sub, modeOf(e.sub))
			}
		}
	}
}

func TestManPageNamesTheVersion(t *testing.T) {
	src, err := os.ReadFile("lwl.1")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(src)) {
		if strings.HasPrefix(line, ".TH ") {
			if !strings.Contains(line, `"`+version+`"`) {
				t.Errorf("lwl.1 %s does not name %q", strings.TrimSpace(line), version)
			}
			return
		}
	}
	t.Error("lwl.1 has no .TH line")
}
