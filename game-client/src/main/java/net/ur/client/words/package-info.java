/**
 * The wording of the table in one place: every sentence and label the table shows (the status
 * line, the throw, a move's preview, the roll decision, the hints and Perfect's notice, the pause
 * and end panels, a lesson's and a replay's lines) is made here, from the state the table
 * publishes on its entity, by one formatter per concern: {@link net.ur.client.words.TurnWords}
 * (the turn, the throw, the opening, the end, and the facts published with them),
 * {@link net.ur.client.words.MoveWords} (a move's preview), {@link net.ur.client.words.PanelWords}
 * (the panels and the decision cards), {@link net.ur.client.words.HintWords} (advice and Perfect),
 * {@link net.ur.client.words.LessonWords} and {@link net.ur.client.words.ReplayWords}. The HUD,
 * the input, the panels and the actors show what these say and make no sentence of their own
 * ({@code ActorsReadEntitiesTest} checks their compiled classes); a network game's lines about the
 * connection are still made by {@code remote.NetPlayState}.
 */
package net.ur.client.words;
