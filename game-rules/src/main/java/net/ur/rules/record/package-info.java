/**
 * Game records: a hash-chained, append-only list of rolls and moves whose fold is the game
 * state; its JSON form; and the Game facade for the client.
 */
package net.ur.rules.record;
