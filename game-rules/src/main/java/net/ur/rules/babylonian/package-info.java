/**
 * The Babylonian game of seed 000 (Irving Finkel's reading of tablet BM 33333B with the seed's
 * changes): five different birds per player, the small and the broad astragal with the roll
 * decision between them, launch rolls, and counters won and paid at rosettes over a match.
 */
package net.ur.rules.babylonian;
