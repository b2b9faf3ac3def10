fn main() {
    gamecore::judge::run(hdu3404::solve);
}
