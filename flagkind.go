package main

import "github.com/spf13/pflag"

// choiceFlag is one of a pair of opposite flags (--markdown/--literal,
// --mouse/--no-mouse) that set one choice: the last one given wins, so the
// command line overrides $LWL and LESS.
type choiceFlag struct {
	into  *string
	value string
}

func (c choiceFlag) String() string { return "false" }
func (c choiceFlag) Type() string   { return "bool" }

func (c choiceFlag) Set(v string) error {
	if v == "true" {
		*c.into = c.value
	}
	return nil
}

// addChoiceFlag describes the flag name, which sets *into to value.
func addChoiceFlag(fl *pflag.FlagSet, into *string, name, value, usage string) {
	fl.Var(choiceFlag{into: into, value: value}, name, usage)
	fl.Lookup(name).NoOptDefVal = "true"
}

// addKindFlags describes --markdown and --literal into f.links.
func addKindFlags(fl *pflag.FlagSet, f *flags) {
	for _, k := range []struct{ kind, usage string }{
		{"markdown", "read every file as Markdown: link destinations hidden"},
		{"literal", "show every file as written, [text](url) links whole (not lwl's own documents)"},
	} {
		addChoiceFlag(fl, &f.links, k.kind, k.kind, k.usage)
	}
}
