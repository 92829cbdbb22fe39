package main

import "github.com/spf13/pflag"

// kindFlag is --markdown or --literal: each sets which kind every document
// is read as (layout.yaml's document: links:), the last one given wins, so
// the command line overrides $LWL.
type kindFlag struct {
	links *string
	kind  string
}

func (k kindFlag) String() string { return "false" }
func (k kindFlag) Type() string   { return "bool" }

func (k kindFlag) Set(v string) error {
	if v == "true" {
		*k.links = k.kind
	}
	return nil
}

// addKindFlags describes --markdown and --literal into f.links.
func addKindFlags(fl *pflag.FlagSet, f *flags) {
	for _, k := range []struct{ kind, usage string }{
		{"markdown", "read every file as Markdown: link destinations hidden"},
		{"literal", "show every file as written, [text](url) links whole (not lwl's own documents)"},
	} {
		fl.Var(kindFlag{links: &f.links, kind: k.kind}, k.kind, k.usage)
		fl.Lookup(k.kind).NoOptDefVal = "true"
	}
}
