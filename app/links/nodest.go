package links

// A link with no destination, [text]() or [text](<>): CommonMark makes it
// a link to "", which a browser takes as the page itself, but a pager has
// nowhere to go, and a command given an empty $LINK (bro "") does what the
// user did not ask for. It stays a link, shown and selectable as written;
// what would act on its destination says it has none, and nothing runs.

// NoDestMessage is what acting on a link with no destination says.
const NoDestMessage = "This link has no destination"
