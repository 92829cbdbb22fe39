package lessflags

import "github.com/spf13/pflag"

// Set is a flag set as Words and ApplyLESS fill it: a pflag set, and
// lwl's own flags, which Own adds to it as a command line or $LESS names
// them. Described all at once, the thirty-odd flags were a tenth of a
// millisecond of every start (a print with -F included) that named one
// or two.
type Set struct {
	*pflag.FlagSet
	// Own adds lwl's flag with the long name (when letter is 0) or the
	// letter to fs, and reports whether there is one. nil: fs holds all
	// of lwl's flags already.
	Own func(fs *pflag.FlagSet, long string, letter byte) bool
}

// own is the flag named name: one in the set, or lwl's own, added.
func (fl *Set) own(name string) *pflag.Flag {
	if fg := fl.Lookup(name); fg != nil || fl.Own == nil {
		return fg
	}
	if fl.Own(fl.FlagSet, name, 0) {
		return fl.Lookup(name)
	}
	return nil
}

// ownLetter is own for a one-byte name.
func (fl *Set) ownLetter(letter string) *pflag.Flag {
	if fg := fl.ShorthandLookup(letter); fg != nil || fl.Own == nil {
		return fg
	}
	if fl.Own(fl.FlagSet, "", letter[0]) {
		return fl.ShorthandLookup(letter)
	}
	return nil
}
