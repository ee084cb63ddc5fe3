/**
 * Compact encodings for search: a classic state packed into a long ({@link net.ur.ai.fast.FastClassic}, with
 * random playouts, for the AI and solver) and a Babylonian position in a long with its stage in an int
 * ({@link net.ur.ai.fast.FastBabylonian}, for the AI), each with its own move generator.
 */
package net.ur.ai.fast;
