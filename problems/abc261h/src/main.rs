fn main() {
    gamecore::judge::run(abc261h::solve);
}
