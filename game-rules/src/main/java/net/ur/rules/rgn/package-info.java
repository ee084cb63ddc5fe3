/**
 * RGN, RoyalUr.net's game notation: reading, writing, and mapping its header to our rule sets.
 */
package net.ur.rules.rgn;
