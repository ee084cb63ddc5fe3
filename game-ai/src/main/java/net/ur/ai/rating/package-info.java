/**
 * Ratings in Glickman's Glicko-2 system: a player's rating, its deviation and volatility, updated
 * by the games of a rating period; used for the computer levels' fixed ratings, the player's rating
 * per family and the puzzles' difficulty.
 */
package net.ur.ai.rating;
