package net.ur.net.relay;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import net.ur.net.chain.Action;
import net.ur.net.chain.Entry;
import net.ur.net.wire.HelloMsg;
import net.ur.rules.Player;

/**
 * The relay's store in a database reached by JDBC: SQLite in a data folder ({@link #inFolder}), or any
 * database that speaks the few statements used here (plain tables, {@code INSERT ... ON CONFLICT}), by URL.
 * Three tables: the matches, the current game's entries of each, and the players waiting for a quick match.
 * Each change is its own transaction, committed before the method returns; one connection, its calls
 * serialized.
 */
public final class JdbcRelayStore implements RelayStore {

    /** The file a data folder keeps the relay's matches in. */
    public static final String FILE = "relay.db";

    private static final String[] SCHEMA = {
        "CREATE TABLE IF NOT EXISTS ur_match (code TEXT PRIMARY KEY, quick INTEGER NOT NULL, rules TEXT NOT NULL,"
            + " first_key TEXT NOT NULL, first_name TEXT NOT NULL, first_nonce TEXT NOT NULL, second_key TEXT,"
            + " second_name TEXT, second_nonce TEXT, game_number INTEGER NOT NULL, light_counters INTEGER NOT NULL,"
            + " dark_counters INTEGER NOT NULL, forfeit_winner TEXT, rematch_first INTEGER NOT NULL,"
            + " rematch_second INTEGER NOT NULL, finished_at BIGINT)",
        "CREATE TABLE IF NOT EXISTS ur_entry (code TEXT NOT NULL, seq INTEGER NOT NULL, game_id TEXT NOT NULL,"
            + " author TEXT NOT NULL, prev TEXT NOT NULL, action TEXT NOT NULL, secret TEXT NOT NULL,"
            + " e_commit TEXT NOT NULL, move TEXT NOT NULL, signature TEXT NOT NULL, PRIMARY KEY (code, seq))",
        "CREATE TABLE IF NOT EXISTS ur_quick (player_key TEXT PRIMARY KEY, name TEXT NOT NULL, nonce TEXT NOT NULL,"
            + " rules TEXT NOT NULL, since BIGINT NOT NULL)",
    };

    private final Connection db;
    private final String description;
    /** Orders the quick waiters as they came, across starts (milliseconds of the clock, then a count). */
    private final java.util.concurrent.atomic.AtomicLong arrivals =
            new java.util.concurrent.atomic.AtomicLong(System.currentTimeMillis() * 1000);

    private JdbcRelayStore(Connection db, String description) {
        this.db = db;
        this.description = description;
    }

    /**
     * Opens (or makes) the SQLite store of a data folder: {@code DIR/relay.db}, written ahead (WAL), so that a
     * relay killed at any moment keeps every change it committed.
     *
     * @param dir the data folder, made if missing
     * @return the store
     * @throws StoreException if the folder or the database cannot be opened
     */
    public static JdbcRelayStore inFolder(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new StoreException("cannot make the data folder " + dir + ": " + e.getMessage(), e);
        }
        Path file = dir.resolve(FILE);
        JdbcRelayStore s = open("jdbc:sqlite:" + file.toAbsolutePath(), file.toString());
        s.run("PRAGMA journal_mode=WAL");
        // WAL with NORMAL syncing: a committed change survives the process's end (kill -9), if not a power cut.
        s.run("PRAGMA synchronous=NORMAL");
        return s;
    }

    /**
     * Opens a store by JDBC URL and makes its tables if missing.
     *
     * @param url the database's JDBC URL
     * @param description where it is, for messages
     * @return the store
     * @throws StoreException if it cannot be opened
     */
    public static JdbcRelayStore open(String url, String description) {
        try {
            Connection c = DriverManager.getConnection(url);
            JdbcRelayStore s = new JdbcRelayStore(c, description);
            for (String sql : SCHEMA) {
                s.run(sql);
            }
            return s;
        } catch (SQLException e) {
            throw new StoreException("cannot open the relay's store " + description + ": " + e.getMessage(), e);
        }
    }

    private synchronized void run(String sql) {
        try (Statement st = db.createStatement()) {
            st.execute(sql);
        } catch (SQLException e) {
            throw new StoreException("the relay's store failed: " + e.getMessage(), e);
        }
    }

    /** One statement with its parameters, committed. */
    private synchronized int update(String sql, Object... args) {
        try (PreparedStatement st = db.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException("the relay's store failed: " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized List<Kept> matches() {
        Map<String, Kept> byCode = new LinkedHashMap<>();
        Map<String, List<Entry>> entries = new LinkedHashMap<>();
        try (Statement st = db.createStatement()) {
            try (ResultSet r = st.executeQuery("SELECT code, quick, rules, first_key, first_name, first_nonce,"
                    + " second_key, second_name, second_nonce, game_number, light_counters, dark_counters,"
                    + " forfeit_winner, rematch_first, rematch_second FROM ur_match WHERE finished_at IS NULL"
                    + " ORDER BY code")) {
                while (r.next()) {
                    String code = r.getString(1);
                    HelloMsg first = hello(code, r.getString(3), r.getString(4), r.getString(5), r.getString(6));
                    HelloMsg second = r.getString(7) == null ? null
                            : hello(code, r.getString(3), r.getString(7), r.getString(8), r.getString(9));
                    String forfeit = r.getString(13);
                    byCode.put(code, new Kept(code, r.getInt(2) != 0, first, second, r.getInt(10), r.getInt(11),
                            r.getInt(12), forfeit == null ? null : Player.valueOf(forfeit), r.getInt(14),
                            r.getInt(15), List.of()));
                    entries.put(code, new ArrayList<>());
                }
            }
            try (ResultSet r = st.executeQuery("SELECT code, seq, game_id, author, prev, action, secret, e_commit,"
                    + " move, signature FROM ur_entry ORDER BY code, seq")) {
                while (r.next()) {
                    List<Entry> list = entries.get(r.getString(1));
                    if (list != null) {
                        list.add(new Entry(r.getString(3), r.getInt(2), r.getString(4), r.getString(5),
                                Action.valueOf(r.getString(6).toUpperCase(Locale.ROOT)), r.getString(7),
                                r.getString(8), r.getString(9), r.getString(10)));
                    }
                }
            }
        } catch (SQLException | IllegalArgumentException e) {
            throw new StoreException("cannot read the relay's store " + description + ": " + e.getMessage(), e);
        }
        List<Kept> out = new ArrayList<>();
        for (Kept k : byCode.values()) {
            out.add(new Kept(k.code(), k.quick(), k.first(), k.second(), k.gameNumber(), k.lightCounters(),
                    k.darkCounters(), k.forfeitWinner(), k.rematchFirst(), k.rematchSecond(), entries.get(k.code())));
        }
        return out;
    }

    private static HelloMsg hello(String code, String rules, String key, String name, String nonce) {
        HelloMsg h = new HelloMsg();
        h.code = code;
        h.rules = rules;
        h.key = key;
        h.name = name;
        h.nonce = nonce;
        return h;
    }

    @Override
    public synchronized List<HelloMsg> quickWaiting() {
        List<HelloMsg> out = new ArrayList<>();
        try (Statement st = db.createStatement();
                ResultSet r = st.executeQuery("SELECT player_key, name, nonce, rules FROM ur_quick ORDER BY since,"
                        + " player_key")) {
            while (r.next()) {
                out.add(hello("", r.getString(4), r.getString(1), r.getString(2), r.getString(3)));
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read the relay's store " + description + ": " + e.getMessage(), e);
        }
        return out;
    }

    @Override
    public synchronized void waiting(String code, boolean quick, HelloMsg first) {
        update("DELETE FROM ur_entry WHERE code = ?", code);
        update("INSERT INTO ur_match (code, quick, rules, first_key, first_name, first_nonce, game_number,"
                + " light_counters, dark_counters, rematch_first, rematch_second) VALUES (?, ?, ?, ?, ?, ?, 1, 0, 0, 0, 0)"
                + " ON CONFLICT (code) DO UPDATE SET quick = excluded.quick, rules = excluded.rules,"
                + " first_key = excluded.first_key, first_name = excluded.first_name,"
                + " first_nonce = excluded.first_nonce, second_key = NULL, second_name = NULL, second_nonce = NULL,"
                + " game_number = 1, light_counters = 0, dark_counters = 0, forfeit_winner = NULL,"
                + " rematch_first = 0, rematch_second = 0, finished_at = NULL",
                code, quick ? 1 : 0, first.rules, first.key, first.name, first.nonce);
    }

    @Override
    public void paired(String code, HelloMsg second) {
        update("UPDATE ur_match SET second_key = ?, second_name = ?, second_nonce = ? WHERE code = ?", second.key,
                second.name, second.nonce, code);
    }

    @Override
    public void entry(String code, Entry e) {
        update("INSERT INTO ur_entry (code, seq, game_id, author, prev, action, secret, e_commit, move, signature)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", code, e.seq(), e.gameId(), e.author(), e.prev(),
                e.action().id(), e.secret(), e.commit(), e.move(), e.signature());
    }

    @Override
    public synchronized void game(String code, int gameNumber, int lightCounters, int darkCounters) {
        update("DELETE FROM ur_entry WHERE code = ?", code);
        update("UPDATE ur_match SET game_number = ?, light_counters = ?, dark_counters = ?, forfeit_winner = NULL"
                + " WHERE code = ?", gameNumber, lightCounters, darkCounters, code);
    }

    @Override
    public void forfeit(String code, Player winner) {
        update("UPDATE ur_match SET forfeit_winner = ? WHERE code = ?", winner.name(), code);
    }

    @Override
    public void rematch(String code, boolean first, int gameNumber) {
        update("UPDATE ur_match SET " + (first ? "rematch_first" : "rematch_second") + " = ? WHERE code = ?",
                gameNumber, code);
    }

    @Override
    public void finished(String code) {
        update("UPDATE ur_match SET finished_at = ? WHERE code = ?", System.currentTimeMillis(), code);
    }

    @Override
    public void quickWaits(HelloMsg h) {
        update("INSERT INTO ur_quick (player_key, name, nonce, rules, since) VALUES (?, ?, ?, ?, ?)"
                + " ON CONFLICT (player_key) DO UPDATE SET name = excluded.name, nonce = excluded.nonce,"
                + " rules = excluded.rules", h.key, h.name, h.nonce, h.rules, arrivals.incrementAndGet());
    }

    @Override
    public void quickGone(String key) {
        update("DELETE FROM ur_quick WHERE player_key = ?", key);
    }

    @Override
    public synchronized int prune(Duration keep) {
        long before = System.currentTimeMillis() - keep.toMillis();
        update("DELETE FROM ur_entry WHERE code IN (SELECT code FROM ur_match WHERE finished_at IS NOT NULL"
                + " AND finished_at < ?)", before);
        return update("DELETE FROM ur_match WHERE finished_at IS NOT NULL AND finished_at < ?", before);
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException e) {
            // Closing: nothing more to keep.
        }
    }
}
