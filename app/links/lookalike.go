package links

import (
	"net/url"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/net/idna"
)

// A destination can deceive on its own, whatever the link's text — and a
// bare URL's text is its destination, so the text-against-destination test
// (deceptive.go) cannot see it:
//
//   - a user name before the host that looks like a host itself:
//     https://google.com@evil.example/ goes to evil.example;
//   - a host name made to look like another: a label that mixes scripts
//     (a Cyrillic а in "аpple.com"), or one all of Cyrillic or Greek
//     letters that look like Latin ones ("аррӏе.com").
//
// Such a destination is flagged, with the host it goes to in ASCII
// (punycode), as a browser's address bar shows it.

// destWarning is the status line's warning for a destination that deceives
// on its own, "" for one that does not.
func destWarning(dest string) string {
	host := destHost(dest)
	if host == "" {
		return ""
	}
	shown := host
	if a, err := idna.Lookup.ToASCII(host); err == nil {
		shown = a
	}
	if user := destUser(dest); strings.Contains(user, ".") {
		return "! user name " + user + " before the host, goes to " + shown
	}
	if lookAlikeHost(host) {
		return "! look-alike host, goes to " + shown
	}
	return ""
}

// destUser is the user name of a destination's authority, as a browser
// reads it (see browserHost), percent-decoded; "" for none.
func destUser(dest string) string {
	dest = browserForm(dest)
	scheme, rest, ok := strings.Cut(dest, ":")
	if !ok {
		return ""
	}
	var userinfo string
	if isSpecialScheme(strings.ToLower(scheme)) {
		rest = strings.TrimLeft(rest, "/\\")
		if i := strings.IndexAny(rest, "/\\?#"); i >= 0 {
			rest = rest[:i]
		}
		at := strings.LastIndexByte(rest, '@')
		if at < 0 {
			return ""
		}
		userinfo = rest[:at]
	} else if u, err := url.Parse(dest); err == nil && u.User != nil {
		userinfo = u.User.String()
	}
	user, _, _ := strings.Cut(userinfo, ":")
	if d, err := url.PathUnescape(user); err == nil {
		user = d
	}
	return user
}

// lookAlikeHost reports whether a label of host (as written, or decoded
// from punycode) mixes scripts, or is all letters of Cyrillic or Greek
// that look like Latin ones.
func lookAlikeHost(host string) bool {
	u, err := idna.Lookup.ToUnicode(host)
	if err != nil {
		u = host
	}
	for _, label := range strings.Split(u, ".") {
		if mixedScripts(label) || wholeScriptLookAlike(label) {
			return true
		}
	}
	return false
}

// labelScripts are the scripts a host label is checked against; a letter
// of any other counts as a script of its own.
var labelScripts = []struct {
	name  string
	table *unicode.RangeTable
}{
	{"Latin", unicode.Latin}, {"Cyrillic", unicode.Cyrillic}, {"Greek", unicode.Greek},
	{"Han", unicode.Han}, {"Hiragana", unicode.Hiragana}, {"Katakana", unicode.Katakana},
	{"Hangul", unicode.Hangul}, {"Bopomofo", unicode.Bopomofo}, {"Armenian", unicode.Armenian},
	{"Hebrew", unicode.Hebrew}, {"Arabic", unicode.Arabic}, {"Cherokee", unicode.Cherokee},
}

// scriptSets are the mixes a label may have, as browsers allow them: Latin
// with the scripts written beside it in Japanese, Chinese and Korean.
var scriptSets = []string{"Latin Han Hiragana Katakana", "Latin Han Bopomofo", "Latin Han Hangul"}

func mixedScripts(label string) bool {
	var seen []string
	for _, r := range label {
		if !unicode.IsLetter(r) {
			continue // digits, hyphens, marks: of every script
		}
		s := "other:" + string(r)
		for _, t := range labelScripts {
			if unicode.Is(t.table, r) {
				s = t.name
				break
			}
		}
		if !slices.Contains(seen, s) {
			seen = append(seen, s)
		}
	}
	if len(seen) < 2 {
		return false
	}
	for _, set := range scriptSets {
		all := true
		for _, s := range seen {
			all = all && slices.Contains(strings.Fields(set), s)
		}
		if all {
			return false
		}
	}
	return true
}

// latinLookAlikes are the Cyrillic and Greek lower-case letters that look
// like Latin ones in most fonts.
const latinLookAlikes = "асԁеһіјӏорԛѕԝхуүѵ" + "αικνορτυχ"

// wholeScriptLookAlike: a label of Cyrillic or Greek letters that all look
// like Latin ones ("аррӏе"), which reads as a Latin name.
func wholeScriptLookAlike(label string) bool {
	n := 0
	for _, r := range label {
		switch {
		case !unicode.IsLetter(r):
		case strings.ContainsRune(latinLookAlikes, r):
			n++
		default:
			return false
		}
	}
	return n > 0
}
