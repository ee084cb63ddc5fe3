/**
 * The wording of the table in one place: every sentence and label the table shows (the status
 * line, the throw, a move's preview, the roll decision, the hints and Perfect's notice, the pause
 * and end panels, a lesson's and a replay's lines) is made here, from the state the table
 * publishes on its entity, by one formatter per concern: {@link net.ur.client.words.TurnWords}
 * (the turn, the throw, the opening, the end, and the facts published with them),
 * {@link net.ur.client.words.MoveWords} (a move's preview), {@link net.ur.client.words.PanelWords}
 * (the panels and the decision cards), {@link net.ur.client.words.HintWords} (advice and Perfect),
 * {@link net.ur.client.words.LessonWords}, {@link net.ur.client.words.ReplayWords} and
 * {@link net.ur.client.words.NetWords} (a network game's lines: the lobby, the connection, the other
 * player and the match), and {@link net.ur.client.words.MenuWords} (the menus' lines on the player's
 * games: the saved games screen, Continue and Quit, the game setup screen's offer to a newcomer).
 * {@link net.ur.client.words.Words} looks words up in
 * the player's language (one resource file a language, ICU MessageFormat patterns); the menus'
 * screens it has been brought to take every word from it, the formatters above are still English
 * (issue 38). The HUD, the input, the panels, the actors and the network's state show what
 * these say and make no sentence of their own ({@code TableArchitectureTest} checks their
 * sources).
 */
package net.ur.client.words;
