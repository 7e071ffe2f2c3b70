// Kept apart from api.ts so that the browser entry can register the router without pulling the API
// client (and axios) into the bundle every visitor downloads.

let navigate: (to: string) => void = (to) => window.location.assign(to);

/** Lets the app send the browser to the login page through its router instead of a full reload. */
export function setLoginNavigator(navigator: (to: string) => void): void {
  navigate = navigator;
}

export function goToLogin(to: string): void {
  navigate(to);
}
