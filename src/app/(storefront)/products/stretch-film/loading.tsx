export { default } from "../[slug]/loading";
