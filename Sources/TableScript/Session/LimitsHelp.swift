import ScriptBytes
import ScriptLanguage
extension Help {
    /// `help limits`: what tableshell refuses, and why (`Limits`, `Budget`).
    static var limits: String {
        """
        tableshell checks every value where it is read, before any work starts, and
        refuses what is past these limits with FILE:LINE:COL, the reason and the limit:

          sections            at most \(formatCount(Limits.sections)) (every update visits each one)
          rows                at most \(formatCount(Limits.rows)) in all; one command names at most \(formatCount(Limits.rowsNamed))
          heights             0, or \(formatNumber(Limits.minimumHeight)) to \(formatCount(Int(Limits.points))) points for rows; any positive height for headers and footers (CGFLOAT_MIN collapses a grouped edge); no NaN or infinities
          offsets, distances  within ±\(formatCount(Int(Limits.points))) points
          viewport            at most \(formatCount(Int(Limits.viewportHeight))) points (\(formatCount(Int(Limits.viewportHeight / Limits.minimumHeight))) rows on screen)
          repeat N            N at most \(formatCount(Limits.repeatCount))
          expressions         \(formatCount(Limits.expressionPieces)) numbers, names and operators; \(Limits.expressionDepth) levels deep
          blocks              \(Limits.blockDepth) '{' inside one another
          commands            \(Limits.commandDepth) inside one another (source, batch, repeat); source \(Limits.sourceDepth) files deep
          lines, scripts      \(Budget.format(bytes: Limits.lineBytes)) a line; \(Budget.format(bytes: Limits.scriptBytes)) a script, regular files only
          expect log          the first \(formatCount(Limits.loggedMessages)) messages of the command before it (past them it says the log was cut)
          time                \(formatNumber(Limits.commandSeconds)) s a command, estimated before it starts (repeat, fill, reload, apply, source inside repeat or batch, and an update that asks every row its height)
          memory              'set memoryLimit SIZE' (default: a quarter of the machine's)

        Ctrl-C, the memory limit and --timeout SECONDS stop long work.

        """
    }
}
