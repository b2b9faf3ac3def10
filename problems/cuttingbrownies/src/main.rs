fn main() {
    gamecore::judge::run_streamed(|sc, mut out| cuttingbrownies::solve(sc, &mut out));
}
