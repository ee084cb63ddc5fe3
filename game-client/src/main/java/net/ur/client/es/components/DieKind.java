package net.ur.client.es.components;

/** The kinds of dice the rule sets throw. */
public enum DieKind {
    /** A regular tetrahedron with two of its four tips marked: 1 when a marked tip is up. */
    BINARY_TETRAHEDRON,
    /** The Babylonian small astragal: +Y 1, +Z 2, -Z 3, -Y 4; an end up is thrown again. */
    SMALL_ASTRAGAL,
    /** The Babylonian broad astragal: +Y yes, -Y no; a side or an end up is thrown again. */
    BROAD_ASTRAGAL,
    /** The Ravensburg game's ordinary die: +Y 1, +X 2, +Z 3, -Z 4, -X 5, -Y 6 (opposite faces sum to 7). */
    D6
}
