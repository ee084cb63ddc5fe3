/**
 * Review of a finished or unfinished game of any rule set: each choice's winning chance against the
 * best choice's and its grade, each player's accuracy, the key moments, and the luck of the dice (per
 * game and over many games), judged exactly by a solved table or estimated by the computer players.
 */
package net.ur.ai.review;
