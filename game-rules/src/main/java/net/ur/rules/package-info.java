/**
 * The rules model shared by every game the project plays: immutable squares, routes, pieces,
 * dice, rolls, states and moves, and the {@link net.ur.rules.RuleSet} interface that each rule
 * family implements as a pure function. See docs/RULES.md ("Design summary") for how the
 * Babylonian and Ravensburg rules fit this model.
 *
 * <p>Client entry points: {@link net.ur.rules.sets.RuleSets#byName(String)} for rules by name and
 * {@link net.ur.rules.record.Game} for a game in progress.
 */
package net.ur.rules;
