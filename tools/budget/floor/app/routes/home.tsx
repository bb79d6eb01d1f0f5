export function loader() {
  return { message: 'Hello' }
}

export default function Home({ loaderData }: { loaderData: { message: string } }) {
  return <h1>{loaderData.message}</h1>
}
