/**
 * A classic state packed into a long, with move generation and random playouts on it, for the AI and solver.
 */
package net.ur.rules.fast;
