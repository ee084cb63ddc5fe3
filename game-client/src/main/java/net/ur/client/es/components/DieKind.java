package net.ur.client.es.components;

/** The kinds of dice the rule sets throw. */
public enum DieKind {
    /** A regular tetrahedron with two of its four tips marked: 1 when a marked tip is up. */
    BINARY_TETRAHEDRON
}
