package config

// LinksSetting is layout.yaml's document: links: setting, which
// --markdown and --literal override.
type LinksSetting int

// The links: values; auto is the default.
const (
	LinksAuto LinksSetting = iota
	LinksMarkdown
	LinksLiteral
)

// ParseLinksSetting reads auto, markdown or literal.
func ParseLinksSetting(s string) (LinksSetting, bool) {
	switch s {
	case "auto":
		return LinksAuto, true
	case "markdown":
		return LinksMarkdown, true
	case "literal":
		return LinksLiteral, true
	}
	return 0, false
}

// HyperlinkMode is layout.yaml's document: hyperlinks: setting.
type HyperlinkMode int

// The hyperlinks: values; auto is the default.
const (
	HyperlinksAuto HyperlinkMode = iota
	HyperlinksOn
	HyperlinksOff
)

// ParseHyperlinkMode reads auto, on or off (true and false too, as YAML
// writes on and off).
func ParseHyperlinkMode(s string) (HyperlinkMode, bool) {
	switch s {
	case "auto":
		return HyperlinksAuto, true
	case "on", "true":
		return HyperlinksOn, true
	case "off", "false":
		return HyperlinksOff, true
	}
	return 0, false
}
