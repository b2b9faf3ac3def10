fn main() {
    gamecore::judge::run(hdu3032::solve);
}
